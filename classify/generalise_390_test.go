package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases390 runs held-out set 390: OS errno and developer tools long tail, from the vendors' docs and source, labelled blind.
func TestIndependentCases390(t *testing.T) {
	runIndependent(t, "testdata/independent390.jsonl", false)
}

// TestGeneralise390 checks EUCLEAN (file system corruption) in other
// software's words, with near misses that keep their reading.
func TestGeneralise390(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"python oserror", "", 0, "", "OSError: [Errno 117] Structure needs cleaning: '/data/shards/0007.parquet'", rung.KindPremise},
		{"rust os error", "", 0, "", "failed to read segment: Structure needs cleaning (os error 117)", rung.KindPremise},
		{"coreutils ls", "", 0, "", "ls: cannot access '/mnt/data/lost.bin': Structure needs cleaning", rung.KindPremise},
		{"rsync", "", 0, "", "rsync: [sender] readlink_stat(\"/srv/export/a.log\") failed: Structure needs cleaning (117)", rung.KindPremise},
		{"xfs kernel log", "", 0, "", "XFS (sdb1): Metadata corruption detected at xfs_dinode_verify+0x1a/0x2b0, inode 0x2419 dinode", rung.KindPremise},
		{"go mkdir", "go", 0, "", "mkdir /data/new: structure needs cleaning", rung.KindPremise},
		{"errno name", "", 0, "EUCLEAN", "EUCLEAN: open '/var/lib/app/state.db'", rung.KindPremise},
		// Near misses: cleaning words that are no errno keep their reading.
		{"cleanup permission", "go", 0, "", "cleanup /tmp/build-42: permission denied", rung.KindDenied},
		{"cleaning timeout", "go", 0, "", "cleaning the cache: context deadline exceeded", rung.KindTransient},
	})
}
