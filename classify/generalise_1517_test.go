package classify

import "testing"

// First run at 3d92820e: 14/20 overall, 5/10 tricky.
// Tolerated: i1517-sysctl-readonly-open-eacces: invalid vs denied (ruling, set 70, kernelfiles.go kernelFileMode; label error): a 0444 sysctl refuses root too, so no authority helps; the ruling is right and my label was wrong.
// Tolerated: i1517-immutable-file-write-eperm: denied vs premise (ruling: EPERM is denied, docs/taxonomy.md): the text carries no marker of chattr +i; open(2) EPERM also comes from fs.protected_regular, which is authority.
// Tolerated: i1517-immutable-file-chtimes-eperm: denied vs premise (ruling: EPERM is denied): utimensat(2) EPERM is also a non-owner setting explicit times; the text cannot tell the immutable attribute.
// Tolerated: i1517-append-only-open-trunc-eperm: denied vs invalid (ruling: EPERM is denied): nothing in "open <path>: operation not permitted" shows append-only or the O_TRUNC flag.
func TestIndependentCases1517(t *testing.T) {
	runIndependent(t, "testdata/independent1517.jsonl", true,
		"i1517-sysctl-readonly-open-eacces", "i1517-immutable-file-write-eperm",
		"i1517-immutable-file-chtimes-eperm", "i1517-append-only-open-trunc-eperm")
}

// TestGeneralise1517ProcfsWriteNoMethod: EIO from a write to a procfs
// entry that registers no write handler (fs/proc/inode.c pde_write answers
// -EIO) is the call's, read-only to root too: invalid. A read's EIO, a
// device's or sysfs's EIO, and /proc/sys's own answers keep their kinds.
func TestGeneralise1517ProcfsWriteNoMethod(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"go write cpuinfo", "go", 0, "", "write /proc/cpuinfo: input/output error", invalid},
		{"go write net dev", "go", 0, "", "write /proc/net/dev: input/output error", invalid},
		{"go write self status", "", 0, "EIO", "write /proc/self/status: input/output error", invalid},
		{"tee meminfo", "exec", 1, "", "tee: /proc/meminfo: Input/output error", invalid},
		{"near: device write eio", "go", 0, "", "write /dev/sdb: input/output error", unk},
		{"near: read version eio stays", "go", 0, "", "read /proc/version: input/output error", unk},
		{"near: sysfs store eio stays", "go", 0, "", "write /sys/class/net/eth0/mtu: input/output error", unk},
		{"near: sysctl bad value", "go", 0, "", "write /proc/sys/vm/overcommit_memory: invalid argument", invalid},
	})
}

// TestGeneralise1517XattrAbsent: ENODATA ("no data available"; ENOATTR
// "attribute not found" on macOS/BSD; getfattr's "No such attribute") from
// an extended-attribute call means the named attribute is not set
// (getxattr(2)): premise. ENODATA outside an xattr call, and an xattr
// call's other errnos (ERANGE, ENOTSUP, EEXIST), keep their kinds.
func TestGeneralise1517XattrAbsent(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"go lgetxattr", "go", 0, "ENODATA", "lgetxattr /srv/data/photo.jpg: no data available", premise},
		{"go removexattr", "go", 0, "", "removexattr /srv/a.txt user.tag: no data available", premise},
		{"getfattr", "exec", 1, "", "/srv/a.txt: user.checksum: No such attribute", premise},
		{"getfattr named", "exec", 1, "", "getfattr: /srv/a.txt: user.checksum: No such attribute", premise},
		{"python xattr", "", 0, "", "OSError: [Errno 61] No data available: '/srv/a.txt' (os.getxattr)", premise},
		{"macos xattr", "exec", 1, "", "xattr: /Users/me/a.txt: No such xattr: com.apple.quarantine", premise},
		{"macos enoattr", "go", 0, "", "getxattr /Users/me/a.txt: attribute not found", premise},
		{"near: enotsup", "go", 0, "", "getxattr /srv/a.txt: operation not supported", invalid},
		{"near: erange", "go", 0, "", "getxattr /srv/a.txt: numerical result out of range", invalid},
		{"near: setxattr exists", "go", 0, "", "setxattr /srv/a.txt: file exists", conflict},
		{"near: bare enodata", "go", 0, "", "read /dev/ttyS0: no data available", unk},
	})
}
