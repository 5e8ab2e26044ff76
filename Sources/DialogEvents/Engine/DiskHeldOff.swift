/// The app's background time ran out: the folder's lock is not taken again until it comes back to
/// the foreground (iOS kills a suspended app that holds a lock in a shared container, `0xdead10cc`).
struct DiskHeldOff: Error {}
