package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases102 runs held-out set 102: 34 errors captured live from
// Go 1.26's os, io/fs and os.Root as an agent's file tool meets them in a
// constrained host (a child run as uid nobody against 0700/0500/0311 and
// sticky directories, read-only bind and tmpfs mounts, a full and an
// inode-starved tmpfs, chattr +i/+a, names and paths too long, invalid UTF-8
// through os.DirFS, a FIFO, a directory written as a file, os.Root escapes
// by .. and by symlink, os.CopyFS and os.Rename onto what exists, a busy
// mount point, a flock held elsewhere, a file gone while open, RLIMIT_FSIZE
// and RLIMIT_NOFILE). First run 32/34, tricky 15/15, at HEAD ff3ffb4.
//
// Both misses are labels that differ from a documented reading
// (docs/taxonomy.md), tolerated here rather than turned into rules:
//   - i102-fifo-no-reader: ENXIO from a FIFO opened for writing with no
//     reader. The set labels it premise (the file tool assumed a regular
//     file); the taxonomy reads it transient, "a FIFO with no reader yet"
//     (fifo(7), set 40), which is right where a reader is expected. The text
//     cannot tell the two apart.
//   - i102-dir-opened-for-write: first-run miss, right since the path ruling
//     (goerr.go: EISDIR/ENOTDIR on a path is premise).
//
// The set's situations were then probed in other runtimes' words
// (TestGeneralise102); the classes fixed there are EFBIG in Rust's and
// Java's words (toolwords.go efbigOnPath), Windows' ENOSPC and EXDEV texts,
// java.nio's DirectoryNotEmptyException and Rust's "operation would block"
// (generic.go), and Django's refusal of a path outside its storage root
// (wording.go sandboxWords).
func TestIndependentCases102(t *testing.T) {
	// i102-dir-opened-for-write: labelled premise; the path ruling (pathkind.go) reads this EISDIR/ENOTDIR the other way, as the writers since set 126 mostly do
	runIndependent(t, "testdata/independent102.jsonl", true, "i102-dir-opened-for-write", "i102-fifo-no-reader")
}

// TestGeneralise102 holds set 102's situations in other programs' words.
func TestGeneralise102(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// RLIMIT_FSIZE / EFBIG (write(2): "exceeds ... the process's file
		// size limit"): a limit of the host, premise. Go (set 102), Rust's
		// io::Error Display (strerror plus "(os error 27)"), Java's
		// FileOutputStream (IOException with strerror), coreutils dd.
		{"go efbig (set 102)", "go", 0, "", "write /tmp/w102/s/fsize.bin: file too large", rung.KindPremise},
		{"rust efbig", "", 0, "", "failed to write chunk: File too large (os error 27)", rung.KindPremise},
		{"rust efbig bare", "", 0, "", "File too large (os error 27)", rung.KindPremise},
		{"java efbig", "", 0, "", "java.io.IOException: File too large", rung.KindPremise},
		{"dd efbig", "", 0, "", "dd: error writing '/tmp/w102/s/dd.bin': File too large", rung.KindPremise},
		// Neighbour: an upload API's size limit stays the request's
		// (multer lib/multer-error.js LIMIT_FILE_SIZE "File too large").
		{"multer upload too large", "http", 413, "", `{"error":"MulterError: File too large"}`, rung.KindInvalid},
		{"upload too large no status", "", 0, "", "File too large", rung.KindInvalid},

		// ENOSPC: Go (set 102), and Windows' ERROR_DISK_FULL (112) and
		// ERROR_HANDLE_DISK_FULL (39) as Go's syscall.Errno and .NET's
		// IOException print them (learn.microsoft.com system error codes).
		{"go enospc (set 102)", "go", 0, "", "write /tmp/w102/s/small/big.bin: no space left on device", rung.KindPremise},
		{"windows disk full go", "go", 0, "", `write C:\Users\agent\out\big.bin: There is not enough space on the disk.`, rung.KindPremise},
		{"dotnet disk full", "", 0, "", "System.IO.IOException: There is not enough space on the disk. : 'D:\\out\\big.bin'", rung.KindPremise},
		{"windows handle disk full", "", 0, "", "WriteFile failed: The disk is full.", rung.KindPremise},

		// EXDEV: a rename across file systems is the wrong call (copy).
		// Go (set 102), Windows ERROR_NOT_SAME_DEVICE (17) via Go and .NET,
		// Node's EXDEV.
		{"go exdev (set 102)", "go", 0, "", "rename /tmp/w102/s/srcfs/a.txt /tmp/w102/s/small/a.txt: invalid cross-device link", rung.KindInvalid},
		{"windows not same device go", "go", 0, "", `rename C:\tmp\a.txt D:\out\a.txt: The system cannot move the file to a different disk drive.`, rung.KindInvalid},
		{"dotnet not same device", "", 0, "", "System.IO.IOException: The system cannot move the file to a different disk drive.", rung.KindInvalid},
		{"node exdev", "", 0, "", "EXDEV: cross-device link not permitted, rename '/a' -> '/b'", rung.KindInvalid},

		// ENOTEMPTY: the directory still holds entries, premise. Go,
		// Python, Node, and java.nio.file (Files.delete / Files.move:
		// DirectoryNotEmptyException).
		{"go enotempty (set 102)", "go", 0, "", "remove /tmp/w102/s/srcfs: directory not empty", rung.KindPremise},
		{"python enotempty", "", 0, "", "OSError: [Errno 39] Directory not empty: '/tmp/x'", rung.KindPremise},
		{"node enotempty rename", "", 0, "", "ENOTEMPTY: directory not empty, rename '/tmp/a' -> '/tmp/b'", rung.KindPremise},
		{"java directory not empty", "", 0, "", "java.nio.file.DirectoryNotEmptyException: /srv/app/cache", rung.KindPremise},
		{"java directory not empty in a message", "", 0, "", "Exception in thread \"main\" java.nio.file.DirectoryNotEmptyException: build/out", rung.KindPremise},
		// Neighbours: java.nio's missing file stays premise, an existing
		// target stays conflict.
		{"java no such file", "", 0, "", "java.nio.file.NoSuchFileException: /srv/app/cache/x", rung.KindPremise},
		{"go mkdir exists", "go", 0, "", "mkdir /tmp/x: file exists", rung.KindConflict},

		// A non-blocking lock another holder keeps: wait. Go (set 102),
		// Python's fcntl.flock, Rust's io::ErrorKind::WouldBlock ("operation
		// would block") and std::sync::TryLockError::WouldBlock.
		{"go flock (set 102)", "go", 0, "", "flock /tmp/w102/s/lock: resource temporarily unavailable", rung.KindTransient},
		{"python flock", "", 0, "", "BlockingIOError: [Errno 11] Resource temporarily unavailable", rung.KindTransient},
		{"rust would block", "", 0, "", "failed to lock /var/lib/app/state.lock: operation would block", rung.KindTransient},
		{"rust std try_lock", "", 0, "", "try_lock failed because the operation would block", rung.KindTransient},

		// A sandbox root refusing a path outside it: denied. Go's os.Root
		// (set 102), cap-std, the MCP filesystem server, Django's storage
		// (django/utils/_os.py safe_join; django/core/files/utils.py
		// validate_file_name).
		{"go root dotdot (set 102)", "go", 0, "", "openat ../immut.txt: path escapes from parent", rung.KindDenied},
		{"cap-std escape", "", 0, "", "a path led outside of the filesystem", rung.KindDenied},
		{"django safe_join", "", 0, "", "SuspiciousFileOperation: The joined path (/etc/passwd) is located outside of the base path component (/srv/media)", rung.KindDenied},
		{"django traversal", "", 0, "", "django.core.exceptions.SuspiciousFileOperation: Detected path traversal attempt in '../etc/passwd'", rung.KindDenied},
		// Neighbours: io/fs's refusal of a name that is not a valid path
		// stays the argument's (fs.ValidPath); EACCES stays denied.
		{"go dirfs dotdot", "go", 0, "", "readfile ../etc/passwd: invalid argument", rung.KindInvalid},
		{"go eacces", "go", 0, "", "open /tmp/w102/s/priv/secret.txt: permission denied", rung.KindDenied},
	})
}
