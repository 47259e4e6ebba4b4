// Terms page copy. The spec asks for placeholder filler text: these sections read like terms of
// trade but are lorem-style filler until the business supplies its legal wording.
export const TERMS_UPDATED = '1 November 2026';

export const TERMS_SECTIONS: { title: string; paragraphs: string[] }[] = [
  {
    title: '1. Introduction',
    paragraphs: [
      'Lorem ipsum dolor sit amet, consectetur adipiscing elit. These terms govern the ' +
        'use of this website and the supply of goods by the business. Sed do eiusmod ' +
        'tempor incididunt ut labore et dolore magna aliqua, ut enim ad minim veniam.',
      'Quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo ' +
        'consequat. By placing an order or submitting an enquiry you acknowledge duis ' +
        'aute irure dolor in reprehenderit in voluptate velit esse cillum dolore.',
    ],
  },
  {
    title: '2. Quotes and estimates',
    paragraphs: [
      'Excepteur sint occaecat cupidatat non proident, sunt in culpa qui officia ' +
        'deserunt mollit anim id est laborum. Estimates produced by the deck calculator ' +
        'are indicative only and curabitur pretium tincidunt lacus, nulla gravida orci a ' +
        'odio.',
      'Nullam varius, turpis et commodo pharetra, est eros bibendum elit, nec luctus ' +
        'magna felis sollicitudin mauris. Integer in mauris eu nibh euismod gravida. A ' +
        'written quotation remains valid for praesent blandit dolor thirty days.',
    ],
  },
  {
    title: '3. Orders and payment',
    paragraphs: [
      'Sed cursus ante dapibus diam. Sed nisi. Nulla quis sem at nibh elementum ' +
        'imperdiet. Orders are accepted once confirmed in writing, duis sagittis ipsum, ' +
        'praesent mauris, fusce nec tellus sed augue semper porta.',
      'Mauris massa. Vestibulum lacinia arcu eget nulla. Prices are in Australian ' +
        'dollars and include GST unless stated otherwise; class aptent taciti sociosqu ad ' +
        'litora torquent per conubia nostra, per inceptos himenaeos.',
    ],
  },
  {
    title: '4. Delivery and pickup',
    paragraphs: [
      'Curabitur sodales ligula in libero. Sed dignissim lacinia nunc. Preferred ' +
        'delivery or pickup dates are requests and will be confirmed by our team, ' +
        'curabitur tortor pellentesque nibh aenean quam.',
      'In scelerisque sem at dolor. Maecenas mattis. Risk in the goods passes on ' +
        'delivery or collection, sed convallis tristique sem, proin ut ligula vel nunc ' +
        'egestas porttitor, morbi lectus risus iaculis vel.',
    ],
  },
  {
    title: '5. Returns and warranty',
    paragraphs: [
      'Suspendisse in justo eu magna luctus suscipit. Sed lectus. Manufacturer ' +
        'warranties for composite boards apply as issued by each brand; integer euismod ' +
        'lacus luctus magna, quisque cursus metus vitae pharetra auctor.',
      'Nothing in these terms excludes rights under the Australian Consumer Law. Sem ' +
        'massa mattis sem, at interdum magna augue eget diam. Vestibulum ante ipsum ' +
        'primis in faucibus orci luctus et ultrices posuere cubilia curae.',
    ],
  },
  {
    title: '6. Installer portal accounts',
    paragraphs: [
      'Morbi lacinia molestie dui. Praesent blandit dolor. Account holders are ' +
        'responsible for keeping their sign-in details confidential, sed non quam, in vel ' +
        'mi sit amet augue congue elementum.',
      'Morbi in ipsum sit amet pede facilisis laoreet. Donec lacus nunc, viverra nec, ' +
        'blandit vel, egestas et, augue. Vestibulum tincidunt malesuada tellus. Ut ' +
        'ultrices ultrices enim. Curabitur sit amet mauris.',
    ],
  },
  {
    title: '7. Privacy',
    paragraphs: [
      'Morbi in dui quis est pulvinar ullamcorper. Nulla facilisi. Personal information ' +
        'supplied in enquiries is used only to respond to you, integer lacinia ' +
        'sollicitudin massa, cras metus.',
      'Sed aliquet risus a tortor. Integer id quam. Morbi mi. Quisque nisl felis, ' +
        'venenatis tristique, dignissim in, ultrices sit amet, augue. Proin sodales ' +
        'libero eget ante.',
    ],
  },
  {
    title: '8. General',
    paragraphs: [
      'Nulla quam. Aenean laoreet. Vestibulum nisi lectus, commodo ac, facilisis ac, ' +
        'ultricies eu, pede. These terms are governed by the laws of Victoria, Australia, ' +
        'ut orci risus, accumsan porttitor, cursus quis, aliquet eget, justo.',
    ],
  },
];
