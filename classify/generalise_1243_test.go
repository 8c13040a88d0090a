package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 8850026c: 34/37 overall, 14/15 tricky.
//
// Tolerated: i1243-noexec-mount: denied vs premise (docs/taxonomy.md Go section: "fs.ErrPermission, EACCES, EPERM ... | denied"): execve(2) lists "EACCES The filesystem is mounted noexec", refused to root too, so no authority would help and the mount is host setup; but the text is the same "fork/exec <path>: permission denied" as a script another user may not run, and blind sets split on it (denied 11 lines, premise 9 with this one, invalid 4), so it is not flipped alone.
func TestIndependentCases1243(t *testing.T) {
	runIndependent(t, "testdata/independent1243.jsonl", true, "i1243-noexec-mount")
}

// TestGeneralise1243Exdev holds EXDEV, read among Go's errno words before
// the generic words, whose "busy", "locked" or "timeout" a directory in the
// path may spell; near misses keep their kinds.
func TestGeneralise1243Exdev(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "os.Rename into a dir named busy", protocol: "fs", msg: "rename /srv/w/report.pdf /mnt/busy/report.pdf: invalid cross-device link", want: rung.KindInvalid},
		{name: "os.Link under a locked dir", protocol: "go", msg: "link /data/locked/state.json /scratch/locked/state.json: invalid cross-device link", want: rung.KindInvalid},
		{name: "Python os.rename", protocol: "", msg: "[Errno 18] Invalid cross-device link: '/var/tmp/timeout/a.bin' -> '/mnt/timeout/a.bin'", want: rung.KindInvalid},
		{name: "near miss: EBUSY on a mount point stays premise", protocol: "fs", msg: "rename /mnt/busy /mnt/busy-old: device or resource busy", want: rung.KindPremise},
		{name: "near miss: unmount busy stays transient", protocol: "fs", msg: "unmount: device or resource busy", want: rung.KindTransient},
		{name: "near miss: ETXTBSY stays transient", protocol: "fs", msg: "open /mnt/busy/agentd: text file busy", want: rung.KindTransient},
	})
}
