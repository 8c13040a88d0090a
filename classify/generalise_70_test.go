package classify

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise70 holds each class that held-out set 70 missed on its
// first run, with the set's own lines and the same class in other
// software's words, each with its source. Set 70 holds an agent's file
// tool's failures captured live from Go 1.26 os, io/fs, path/filepath and
// os.Root. The negative cases hold the line where the same words keep
// their usual reading.
func TestGeneralise70(t *testing.T) {
	cases := []wordingCase{
		// A kernel interface file whose mode refuses a direction to
		// everyone, root included (kernelfiles.go).
		{"kernel file mode: set 70: Go os.ReadFile of a 0200 sysctl as uid 0 (captured live)", "go", 0, "", `tool fs.read: open /proc/sys/vm/drop_caches: permission denied`, rung.KindInvalid},
		{"kernel file mode: set 70: Go os.WriteFile of a 0444 sysctl as uid 0 (captured live)", "go", 0, "", `tool fs.write: open /proc/sys/kernel/osrelease: permission denied`, rung.KindInvalid},
		{"kernel file mode: set 70: Go write of an __ATTR_RO sysfs attribute as uid 0 (captured live)", "go", 0, "", `tool fs.write: open /sys/kernel/mm/transparent_hugepage/hpage_pmd_size: permission denied`, rung.KindInvalid},
		{"kernel file mode: set 70: Go os.Chmod on procfs as uid 0 (captured live)", "go", 0, "", `tool fs.chmod: chmod /proc/self/status: operation not permitted`, rung.KindInvalid},
		{"kernel file mode: Python open(path, 'w') on a 0444 sysctl (PermissionError, Errno 13)", "", 0, "", `PermissionError: [Errno 13] Permission denied: '/proc/sys/kernel/ostype'`, rung.KindInvalid},
		{"kernel file mode: dash's redirection onto a 0444 sysctl (sh: cannot create)", "", 0, "", `tool shell.run: echo 6.1 > /proc/sys/kernel/osrelease: exit status 2: sh: 1: cannot create /proc/sys/kernel/osrelease: Permission denied`, rung.KindInvalid},
		{"kernel file mode: coreutils cat of a write-only sysctl (mm/compaction.c compact_memory 0200)", "", 0, "", `tool shell.run: cat /proc/sys/vm/compact_memory: exit status 1: cat: /proc/sys/vm/compact_memory: Permission denied`, rung.KindInvalid},
		{"kernel file mode: coreutils head on a write-only PCI attribute (Documentation/ABI sysfs-bus-pci rescan)", "", 0, "", `head: cannot open '/sys/bus/pci/rescan' for reading: Permission denied`, rung.KindInvalid},
		{"kernel file mode: Node fs.writeFileSync onto a 0444 sysfs attribute (EACCES)", "", 0, "", `EACCES: permission denied, open '/sys/bus/pci/devices/0000:00:03.0/vendor'`, rung.KindInvalid},
		{"kernel file mode: coreutils chmod on procfs (proc_setattr EPERM)", "", 0, "", `chmod: changing permissions of '/proc/self/limits': Operation not permitted`, rung.KindInvalid},
		{"kernel file mode (negative): a write to a root-writable sysctl by another user: the authority", "go", 0, "", `tool fs.write: open /proc/sys/vm/drop_caches: permission denied`, rung.KindDenied},
		{"kernel file mode (negative): dash's redirection onto vm.swappiness (0644) as a user", "", 0, "", `sh: 1: cannot create /proc/sys/vm/swappiness: Permission denied`, rung.KindDenied},
		{"kernel file mode (negative): another user's process environment (ptrace access mode, proc_pid(5))", "go", 0, "", `tool proc.env(pid=1): open /proc/1/environ: permission denied`, rung.KindDenied},

		// A path spelt for a shell or for Windows, taken literally
		// (fsnames.go literalPathSpelling).
		{"literal path spelling: set 70: Go os.ReadFile with a trailing newline (captured live)", "go", 0, "", "tool fs.read: open /tmp/w70/ws/notes.md\n: no such file or directory", rung.KindInvalid},
		{"literal path spelling: set 70: Go with backslash separators on Linux (captured live)", "go", 0, "", `tool fs.read: open reports\q3.md: no such file or directory`, rung.KindInvalid},
		{"literal path spelling: set 70: Go with a drive letter on Linux (captured live)", "go", 0, "", `tool fs.read: open C:\Users\agent\Documents\notes.md: no such file or directory`, rung.KindInvalid},
		{"literal path spelling: set 70: Go with the path in shell quotes (captured live)", "go", 0, "", `tool fs.read: open '/tmp/w70/ws/reports/q3.md': no such file or directory`, rung.KindInvalid},
		{"literal path spelling: set 70: Go os.Open of a wildcard (captured live)", "go", 0, "", `tool fs.read: open /tmp/w70/ws/reports/*.md: no such file or directory`, rung.KindInvalid},
		{"literal path spelling: Python open() of a glob pattern (FileNotFoundError, Errno 2)", "", 0, "", `FileNotFoundError: [Errno 2] No such file or directory: 'exports/orders-*.csv'`, rung.KindInvalid},
		{"literal path spelling: Node fs.readFile of a glob pattern", "", 0, "", `ENOENT: no such file or directory, open '/srv/app/logs/*.log'`, rung.KindInvalid},
		{"literal path spelling: Python open() of a path read from a command's output (repr shows the newline)", "", 0, "", `FileNotFoundError: [Errno 2] No such file or directory: '/home/agent/work/notes.md\n'`, rung.KindInvalid},
		{"literal path spelling: Go os.Stat of a path in double quotes", "go", 0, "", `stat "/srv/data/report.csv": no such file or directory`, rung.KindInvalid},
		{"literal path spelling: Go os.Stat of a Windows path on Linux", "go", 0, "", `tool fs.stat: stat D:\exports\orders.csv: no such file or directory`, rung.KindInvalid},
		{"literal path spelling (negative): a file that is not there", "go", 0, "", `tool fs.read: open /tmp/w70/ws/reports/q4.md: no such file or directory`, rung.KindPremise},
		{"literal path spelling (negative): a name with a space inside it", "go", 0, "", `open /srv/data/Q3 report.pdf: no such file or directory`, rung.KindPremise},
		{"literal path spelling (negative): Node on a Windows host (its ENOENT words are POSIX's)", "", 0, "", `ENOENT: no such file or directory, open 'C:\Users\ana\report.docx'`, rung.KindPremise},

		// An empty operand of a two-path operation (fsnames.go
		// emptyLinkOperand).
		{"empty link operand: set 70: Go os.Symlink with an empty target (captured live)", "go", 0, "", `tool fs.link: symlink  /tmp/w70/ws/latest: no such file or directory`, rung.KindInvalid},
		{"empty link operand: Node fs.symlink with an empty target", "", 0, "", `ENOENT: no such file or directory, symlink '' -> '/srv/app/current'`, rung.KindInvalid},
		{"empty link operand: Go os.Rename with an empty source", "go", 0, "", `rename  /tmp/out/report.md: no such file or directory`, rung.KindInvalid},

		// EEXIST from a mkdir that takes an existing directory as done
		// (goerr.go, fsnames.go recursiveMkdir).
		{"recursive mkdir: set 70: Go os.MkdirAll through a dangling link (captured live)", "go", 0, "", `tool fs.mkdir -p: mkdir /tmp/w70/ws/current: file exists`, rung.KindPremise},
		{"recursive mkdir: coreutils mkdir -p through a dangling link", "", 0, "", `tool shell.run: mkdir -p /srv/app/current/logs: exit status 1: mkdir: cannot create directory '/srv/app/current': File exists`, rung.KindPremise},
		{"recursive mkdir: Rust std::fs::create_dir_all through a dangling link", "", 0, "", `create_dir_all /srv/app/current/logs: File exists (os error 17)`, rung.KindPremise},
		{"recursive mkdir: Python os.makedirs(exist_ok=True) through a dangling link", "", 0, "", "Traceback (most recent call last):\n  File \"deploy.py\", line 12, in <module>\n    os.makedirs(\"/srv/app/current/logs\", exist_ok=True)\nFileExistsError: [Errno 17] File exists: '/srv/app/current'", rung.KindPremise},
		{"recursive mkdir (negative): a plain mkdir of a directory that is there (set 46)", "go", 0, "", `tool fs.mkdir: mkdir /tmp/w46/ws/reports: file exists`, rung.KindConflict},

		// EEXIST creating a lock file, by the lock's spelling (goerr.go,
		// fsnames.go lockName).
		{"lock file: set 70: Go O_EXCL on a .lck file (captured live)", "go", 0, "", `tool fs.create: open /tmp/w70/ws/exports/orders.csv.lck: file exists`, rung.KindTransient},
		{"lock file: LibreOffice's lock file beside a document, created O_EXCL by a Go tool", "go", 0, "", `open /srv/share/.~lock.orders.ods#: file exists`, rung.KindTransient},
		{"lock file: Node fs.openSync(path, 'wx') on a lockfile", "", 0, "", `EEXIST: file already exists, open '/srv/app/tmp/build.lockfile'`, rung.KindTransient},
		{"lock file: Python os.open(O_CREAT|O_EXCL) on a .lck file", "", 0, "", `FileExistsError: [Errno 17] File exists: '/srv/data/import.lck'`, rung.KindTransient},
		{"lock file (negative): an export the step was to create (set 20)", "go", 0, "", `open /data/exports/orders-2026-03.csv: file exists`, rung.KindConflict},
		{"lock file (negative): a note whose name only contains lock", "go", 0, "", `open /tmp/notes/unlock-steps.md: file exists`, rung.KindConflict},

		// EBUSY from rename(2): a mount point (goerr.go errnoOnPath).
		{"rename mount point: set 70: Go os.Rename of a tmpfs mount point (captured live)", "go", 0, "", `tool fs.move: rename /tmp/w70/mnt /tmp/w70/mnt-old: device or resource busy`, rung.KindPremise},
		{"rename mount point: Go os.Rename of a bind-mounted volume", "go", 0, "", `rename /var/lib/agent/volumes/data /var/lib/agent/volumes/data.old: device or resource busy`, rung.KindPremise},
		{"rename mount point: coreutils mv of a mount point (rename(2) EBUSY)", "", 0, "", `mv: cannot move '/mnt/usb' to '/mnt/usb-old': Device or resource busy`, rung.KindPremise},
		{"rename mount point: Python os.rename of a mount point", "", 0, "", `OSError: [Errno 16] Device or resource busy: '/mnt/backup' -> '/mnt/backup.old'`, rung.KindPremise},
		{"rename mount point (negative): Node on Windows: a file another program holds open (dev sample)", "", 0, "", `EBUSY: resource busy or locked, rename 'C:\work\out\report.tmp.xlsx' -> 'C:\work\out\report.xlsx'`, rung.KindTransient},

		// EPERM from link(2) of a regular file: fs.protected_hardlinks
		// (callmisuse.go, fsnames.go linkedFileName).
		{"protected hard link: set 70: Go os.Link of root's file as nobody (captured live)", "go", 0, "", `tool fs.link: link /tmp/w70/ws/config/app.yaml /tmp/w70/ws/share/app.yaml: operation not permitted`, rung.KindDenied},
		{"protected hard link: Node fs.linkSync of another user's key", "", 0, "", `EPERM: operation not permitted, link '/etc/ssl/private/server.key' -> '/tmp/server.key'`, rung.KindDenied},
		{"protected hard link: coreutils ln of another user's file", "", 0, "", `ln: failed to create hard link '/tmp/shadow.bak' => '/etc/shadow': Operation not permitted`, rung.KindDenied},
		{"protected hard link (negative): link(2) of a directory (set 53)", "go", 0, "", `tool fs.link: link /tmp/w53/ws/src /tmp/w53/ws/src-backup: operation not permitted`, rung.KindInvalid},
		{"protected hard link (negative): link(2) of a .d directory", "go", 0, "", `link /etc/nginx/conf.d /tmp/conf.d: operation not permitted`, rung.KindInvalid},
	}
	runWordingCases(t, cases)
}

// TestGeneralise70Values reads the same classes through classify.Error,
// as a Go agent hands the error values over: real os errors on real files
// where the test can make them, and the os types os returns where the
// machine's state (uid 0, a mount point) cannot be assumed.
func TestGeneralise70Values(t *testing.T) {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "reports"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "notes.md"), []byte("n\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "orders.csv.lck"), []byte("4242\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("releases/43", filepath.Join(dir, "current")); err != nil {
		t.Fatal(err)
	}
	read := func(p string) error {
		_, err := os.ReadFile(p)
		return fmt.Errorf("tool fs.read: %w", err)
	}
	_, excl := os.OpenFile(filepath.Join(dir, "orders.csv.lck"), os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o644)
	cases := []struct {
		name string
		err  error
		want rung.Kind
	}{
		{"trailing newline", read(filepath.Join(dir, "notes.md") + "\n"), rung.KindInvalid},
		{"wildcard", read(filepath.Join(dir, "reports", "*.md")), rung.KindInvalid},
		{"quoted", read("'" + filepath.Join(dir, "notes.md") + "'"), rung.KindInvalid},
		{"backslashes", read(`reports\q3.md`), rung.KindInvalid},
		{"missing file", read(filepath.Join(dir, "reports", "q4.md")), rung.KindPremise},
		{"empty symlink target", fmt.Errorf("tool fs.link: %w", os.Symlink("", filepath.Join(dir, "latest"))), rung.KindInvalid},
		{"mkdir -p through a dangling link", fmt.Errorf("tool fs.mkdir -p: %w", os.MkdirAll(filepath.Join(dir, "current", "logs"), 0o755)), rung.KindPremise},
		{"lock file", fmt.Errorf("tool fs.create: %w", excl), rung.KindTransient},
		{"read-only sysctl", fmt.Errorf("tool fs.write: %w", &fs.PathError{Op: "open", Path: "/proc/sys/kernel/osrelease", Err: syscall.EACCES}), rung.KindInvalid},
		{"write-only sysctl read", fmt.Errorf("tool fs.read: %w", &fs.PathError{Op: "open", Path: "/proc/sys/vm/drop_caches", Err: syscall.EACCES}), rung.KindInvalid},
		{"procfs chmod", fmt.Errorf("tool fs.chmod: %w", &fs.PathError{Op: "chmod", Path: "/proc/self/status", Err: syscall.EPERM}), rung.KindInvalid},
		{"write-only sysctl written", fmt.Errorf("tool fs.write: %w", &fs.PathError{Op: "open", Path: "/proc/sys/vm/drop_caches", Err: syscall.EACCES}), rung.KindDenied},
		{"rename mount point", fmt.Errorf("tool fs.move: %w", &os.LinkError{Op: "rename", Old: "/mnt/data", New: "/mnt/data-old", Err: syscall.EBUSY}), rung.KindPremise},
		{"protected hard link", fmt.Errorf("tool fs.link: %w", &os.LinkError{Op: "link", Old: "/etc/app.yaml", New: "/tmp/app.yaml", Err: syscall.EPERM}), rung.KindDenied},
		{"directory hard link", fmt.Errorf("tool fs.link: %w", &os.LinkError{Op: "link", Old: "/srv/src", New: "/srv/src-backup", Err: syscall.EPERM}), rung.KindInvalid},
	}
	for _, c := range cases {
		if c.err == nil || errors.Unwrap(c.err) == nil {
			t.Fatalf("%s: the call did not fail", c.name)
		}
		if got := Error(c.err); got.Kind != c.want {
			t.Errorf("%s: Error(%q) = %s, want %s; reason %q", c.name, c.err, got.Kind, c.want, got.Reason)
		}
	}
}
