/** `/chat/<chatid>`: ids keep their readable `user:` / `group:` colon; anything else is escaped. */
export const chatPath = (chatid: string): string =>
  `/chat/${encodeURIComponent(chatid).replace(/%3A/gi, ':')}`
