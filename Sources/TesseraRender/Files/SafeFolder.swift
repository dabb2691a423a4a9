#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Opens the folder an output goes in without following another user's symbolic link planted in a shared folder.
///
/// The path is walked one name at a time from `/` or the working folder, each folder opened
/// relative to the last with `O_NOFOLLOW`, so nothing can be swapped in behind a name once it
/// has been checked. A symbolic link on the way is followed only where Linux's
/// `fs.protected_symlinks` would follow it, whatever that setting is on the machine: the link
/// is the caller's own, or the folder holding it is not both sticky and writable by everyone
/// (as `/tmp` is), or the link belongs to that folder's owner. Anything else is refused, so a
/// link another user left in `/tmp` can neither receive Tessera's files nor have files removed
/// through it. The caller writes through the descriptor it is handed (`openat`, `renameat`),
/// never through the path again.
///
/// ```swift
/// let folder = try SafeFolder.open("/tmp/frames", creating: true)
/// defer { close(folder) }
/// ```
public enum SafeFolder {
    /// The most symbolic links one walk follows, as the kernel's `ELOOP` limit.
    public static let maximumLinks = 40

    /// Opens the folder at `path` for creating, renaming and removing files in it with the `*at` calls, and
    /// returns its descriptor, which the caller closes (on Linux an `O_PATH` descriptor: to list the folder, open
    /// `"."` relative to it). With `creating`, missing folders on the way are made
    /// (mode 0777 less the umask), as `mkdir -p` does.
    ///
    /// - Throws: ``AtomicFile/Failure`` naming the first name on the way that fails and why: a
    ///   folder that is missing or cannot be made, a name that is not a folder, or a link the rule
    ///   above refuses.
    public static func open(_ path: String, creating: Bool) throws -> Int32 {
        guard let fd = try open(path, creating: creating, missing: false) else {
            throw AtomicFile.Failure(path: path, reason: "no such folder")
        }
        return fd
    }

    /// ``open(_:creating:)``, but nil rather than an error when a folder on the way is missing and `missing` is true.
    static func open(_ path: String, creating: Bool, missing: Bool) throws -> Int32? {
        func failure(_ at: String, _ reason: String) -> AtomicFile.Failure { AtomicFile.Failure(path: at, reason: reason) }
        var fd = openRoot(absolute: path.hasPrefix("/"))
        guard fd >= 0 else { throw failure(path.hasPrefix("/") ? "/" : ".", "cannot open the folder: \(AtomicFile.errorText())") }
        // The names still to walk, the next one last.
        var pending = Array(path.split(separator: "/", omittingEmptySubsequences: true).reversed()).map(String.init)
        // What has been walked, as the user would spell it, for messages.
        var walked = path.hasPrefix("/") ? "/" : ""
        var links = 0, retries = 0
        while let name = pending.popLast() {
            if name == "." { continue }
            let here = walked + name
            var info = stat()
            if fstatat(fd, name, &info, AT_SYMLINK_NOFOLLOW) != 0 {
                let reason = errno
                if reason == ENOENT, creating, retries < maximumLinks {
                    // Made here, or by someone else meanwhile: either way it is looked at again.
                    if mkdirat(fd, name, 0o777) != 0, errno != EEXIST {
                        let text = AtomicFile.errorText()
                        close(fd)
                        throw failure(here, "cannot create the folder: \(text)")
                    }
                    retries += 1
                    pending.append(name)
                    continue
                }
                close(fd)
                if reason == ENOENT, missing { return nil }
                errno = reason
                throw failure(here, reason == ENOENT ? "no such folder" : "cannot open the folder: \(AtomicFile.errorText())")
            }
            if info.st_mode & S_IFMT == S_IFLNK {
                var folder = stat()
                guard fstat(fd, &folder) == 0 else {
                    let text = AtomicFile.errorText()
                    close(fd)
                    throw failure(walked, "cannot open the folder: \(text)")
                }
                guard mayUse(entryOwner: info.st_uid, folderMode: folder.st_mode, folderOwner: folder.st_uid, user: geteuid()) else {
                    close(fd)
                    throw failure(here, "is a symbolic link another user (uid \(info.st_uid)) made in a folder everyone may "
                                  + "write to; Tessera does not follow it, as Linux's protected_symlinks would not")
                }
                links += 1
                guard links <= maximumLinks, let target = readLink(fd, name) else {
                    close(fd)
                    throw failure(here, "cannot follow the symbolic link: too many links, or an unreadable one")
                }
                if target.hasPrefix("/") {
                    close(fd)
                    fd = openRoot(absolute: true)
                    guard fd >= 0 else { throw failure("/", "cannot open the folder: \(AtomicFile.errorText())") }
                }
                pending += target.split(separator: "/", omittingEmptySubsequences: true).reversed().map(String.init)
                walked = here + " → "
                if target.hasPrefix("/") { walked += "/" }
                continue
            }
            guard info.st_mode & S_IFMT == S_IFDIR else {
                close(fd)
                throw failure(here, "is not a folder")
            }
            let next = openat(fd, name, folderFlags | O_NOFOLLOW)
            guard next >= 0 else {
                let reason = errno
                // Replaced by a link or a file since it was looked at: look again.
                if reason == ELOOP || reason == ENOTDIR, retries < maximumLinks {
                    retries += 1
                    pending.append(name)
                    continue
                }
                close(fd)
                errno = reason
                throw failure(here, "cannot open the folder: \(AtomicFile.errorText())")
            }
            close(fd)
            fd = next
            walked = here + "/"
        }
        return fd
    }

    /// Whether user `user` may follow a symbolic link, or write into an existing file, owned by `entryOwner` in a
    /// folder with mode `folderMode` owned by `folderOwner`: the rule of Linux's `fs.protected_symlinks`, and of
    /// `fs.protected_regular` at level 1. Yes when the entry is the user's own, when the folder is not both sticky
    /// and writable by everyone, or when the entry belongs to the folder's owner.
    public static func mayUse(entryOwner: uid_t, folderMode: mode_t, folderOwner: uid_t, user: uid_t) -> Bool {
        if entryOwner == user { return true }
        let shared = mode_t(S_ISVTX) | mode_t(S_IWOTH)
        if folderMode & shared != shared { return true }
        return entryOwner == folderOwner
    }

    /// Opens the folder that holds `path`'s last name, as ``open(_:creating:)`` without creating, and returns its
    /// descriptor (the caller closes it) with that name; a bare name is in the working folder.
    public static func openHolder(of path: String) throws -> (folder: Int32, name: String) {
        let (folder, name) = split(path)
        return (try open(folder, creating: false), name)
    }

    /// ``openHolder(of:)``, but nil when a folder on the way does not exist.
    static func openHolderIfPresent(of path: String) throws -> (folder: Int32, name: String)? {
        let (folder, name) = split(path)
        return try open(folder, creating: false, missing: true).map { ($0, name) }
    }

    private static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        return (String(path[...slash]), String(path[path.index(after: slash)...]))
    }

    /// How folders on the way are opened: on Linux as paths alone (`O_PATH`), which a folder one may pass
    /// through but not list (mode `--x`) allows, as a walk by name would; the `*at` calls take such descriptors.
    #if os(Linux) && (arch(x86_64) || arch(arm64) || arch(i386) || arch(arm))
    // `O_PATH` (octal 010000000 on these architectures), which Glibc's module leaves out without `_GNU_SOURCE`.
    private static let folderFlags = 0o10_000_000 | O_DIRECTORY | O_CLOEXEC
    #else
    private static let folderFlags = O_RDONLY | O_DIRECTORY | O_CLOEXEC
    #endif

    private static func openRoot(absolute: Bool) -> Int32 {
        #if canImport(Glibc)
        Glibc.open(absolute ? "/" : ".", folderFlags)
        #else
        Darwin.open(absolute ? "/" : ".", folderFlags)
        #endif
    }

    private static func readLink(_ fd: Int32, _ name: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlinkat(fd, name, &buffer, Int(PATH_MAX))
        guard n > 0 else { return nil }
        return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
