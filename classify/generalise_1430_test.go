package classify

import "testing"

// First run at 6cc0ae18: 21/24 overall, 8/11 tricky.
// Tolerated: i1430-sysfs-writeonly-root: denied vs invalid (ruling, set 70 kernelfiles.go): a 0200 trigger's EACCES reads invalid only when the text shows the read; Go's os.ReadFile and os.WriteFile both say "open <path>: permission denied", and a non-root write to the same trigger is authority.
func TestIndependentCases1430(t *testing.T) {
	runIndependent(t, "testdata/independent1430.jsonl", true, "i1430-sysfs-writeonly-root")
}

// TestGeneralise1430FSPathSpelling: io/fs's "file does not exist" on a
// relative name fs.ValidPath refuses (./, .., empty element, trailing
// slash) is the name's spelling, invalid: embed.FS, fstest.MapFS and
// zip.Reader answer such names with ErrNotExist (pkg.go.dev/io/fs#ValidPath).
// Valid names, absolute names (afero) and os's own ENOENT stay premise.
func TestGeneralise1430FSPathSpelling(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"embed dot prefix", "go", 0, "", "open ./templates/index.html: file does not exist", invalid},
		{"mapfs dotdot", "go", 0, "", "open assets/../config.yaml: file does not exist", invalid},
		{"embed double slash", "go", 0, "", "open static//app.css: file does not exist", invalid},
		{"embed trailing slash", "go", 0, "", "open static/img/: file does not exist", invalid},
		{"zip readfile dot", "go", 0, "", "readfile ./docs/README.md: file does not exist", invalid},
		{"near: valid embed name missing", "go", 0, "", "open templates/missing.html: file does not exist", premise},
		{"near: afero absolute", "go", 0, "", "open /var/data/report.csv: file does not exist", premise},
		{"near: os enoent with ./", "go", 0, "", "open ./config.yaml: no such file or directory", premise},
	})
}

// TestGeneralise1430ProcMemRead: EIO reading /proc/<pid>/mem as a whole
// file is the call, invalid: proc(5) reads it only at mapped addresses
// (lseek/pread), and offset 0 is unmapped (fs/proc/base.c mem_rw). The
// same file's EACCES is ptrace authority, and EIO elsewhere keeps its kind.
func TestGeneralise1430ProcMemRead(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"self mem", "go", 0, "", "read /proc/self/mem: input/output error", invalid},
		{"pid mem", "go", 0, "", "read /proc/4121/mem: input/output error", invalid},
		{"task mem", "go", 0, "", "read /proc/4121/task/4125/mem: input/output error", invalid},
		{"cat mem", "exec", 1, "", "cat: /proc/self/mem: Input/output error", invalid},
		{"near: pid mem denied", "go", 0, "", "open /proc/1/mem: permission denied", denied},
		{"near: disk eio", "go", 0, "", "read /dev/sdb: input/output error", unk},
		{"near: maps eio", "go", 0, "", "read /proc/self/maps: input/output error", unk},
	})
}
