/** Messages (`/chat`, `/chat/:chatid`): the inbox and the open conversation. Being built (issue 9). */
export const ChatPage = () => <h1>Messages</h1>
