// The collection view runtime: data source, delegate, reuse, scrolling, batch
// updates, animations, transitions, selection and hit testing. See DESIGN.md.
