/** Contacts (`/contacts`): contacts, followers, following, friend requests. Being built (issue 9). */
export const ContactsPage = () => <h1>Contacts</h1>
