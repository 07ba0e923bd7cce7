/** Texts of the shared building blocks (en-US); spec texts verbatim. */
export default {
  filter: {
    startDate: 'Start date',
    endDate: 'End date',
    expand: 'Expand',
    collapse: 'Collapse',
  },
  list: {
    unknownError: 'Unknown error',
    empty: 'No data',
  },
  pagination: {
    label: 'Pagination',
    sizes: 'Page size',
    perPage: '{{size}} / page',
    total: 'Total {{total}}',
    totalAtLeast: 'Total {{total}}+',
  },
  formDrawer: {
    cancel: 'Cancel',
    save: 'Save',
  },
  bulk: {
    selected: '{{count}} selected',
    running: 'Working {{done}}/{{total}}',
    done: '{{count}} done',
    partial: '{{succeeded}} done, {{failed}} failed: {{reason}}',
  },
  export: {
    button: 'Export',
    running: 'Exporting {{done}}/{{total}}',
    done: '{{count}} rows exported',
    empty: 'Nothing to export',
    limited: 'Only the first {{count}} rows are exported',
  },
  confirm: {
    title: 'Notice',
    deleteTitle: 'Confirm deletion',
    deleteContent: 'Are you sure you want to delete?',
    ok: 'OK',
    cancel: 'Cancel',
  },
  upload: {
    drag: 'Drop the file here, or click to upload',
    hint: 'Only .xlsx files are supported',
    browse: 'Choose file',
    onlyOne: 'Only support uploading one file!',
    onlyExcel: 'Only .xlsx files can be uploaded',
    failed: 'The file could not be read',
  },
  media: {
    title: 'Media preview',
    noVideo: 'Your browser does not support video playback',
    thumbnails: 'Thumbnails',
    item: 'Item {{index}}',
  },
  image: {
    label: 'Image preview',
    close: 'Close',
    previous: 'Previous image',
    next: 'Next image',
  },
  empty: {
    delete: 'Deleted',
    blank: 'Nothing here yet',
    confirm: 'Awaiting confirmation',
    send: 'Sent',
  },
  sidebar: {
    collapse: 'Collapse sidebar',
    expand: 'Expand sidebar',
  },
  validation: {
    phoneRequired: 'Please enter a mobile number',
    phoneInvalid: 'Please enter a valid mobile number!',
    ipInvalid: 'Please enter a valid IP address',
    linkInvalid: 'Please enter a link starting with http(s), mailto or tel',
  },
  time: {
    yesterday: 'Yesterday',
    dayBeforeYesterday: 'Day before yesterday',
    justNow: 'just now',
    minutesAgo_one: '{{count}} minute ago',
    minutesAgo_other: '{{count}} minutes ago',
    hoursAgo_one: '{{count}} hour ago',
    hoursAgo_other: '{{count}} hours ago',
    oneDayAgo: '1 day ago',
  },
  jsonSchema: {
    format: 'Format',
    at: '{{path}}: {{text}}',
  },
};
