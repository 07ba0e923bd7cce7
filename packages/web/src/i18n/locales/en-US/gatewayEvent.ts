/** Texts of an application's event push card (en-US). */
export default {
  title: 'Event push',
  noCallback: 'The application has no callback URL, so nothing is pushed. Edit the application to set one.',
  save: 'Save subscriptions',
  saved: 'Pushed events saved',
  testEvent: 'Send a test event',
  testType: 'Test event type',
  sendTest: 'Send',
  testQueued: 'Test event queued (event ID {{eventId}}); see the scene logs for the result',
};
