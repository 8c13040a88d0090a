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

// TestGeneralise390HostKey checks an SSH host key that is not the recorded
// one, in other software's words, with near misses (a refused key, a
// failed login) that keep their reading.
func TestGeneralise390HostKey(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"git over ssh", "", 0, "", "Host key verification failed.\nfatal: Could not read from remote repository.\n\nPlease make sure you have the correct access rights\nand the repository exists.", rung.KindPremise},
		{"openssh strict unknown", "", 0, "", "No ED25519 host key is known for git.acme.dev and you have requested strict checking.\nHost key verification failed.", rung.KindPremise},
		{"go knownhosts mismatch", "go", 0, "", "ssh: handshake failed: knownhosts: key mismatch", rung.KindPremise},
		{"go knownhosts unknown", "go", 0, "", "ssh: handshake failed: knownhosts: key is unknown", rung.KindPremise},
		{"paramiko", "", 0, "", "paramiko.ssh_exception.BadHostKeyException: Host key for server '10.0.4.12' does not match: got 'AAAAC3NzaC1lZDI1NTE5AAAAIA', expected 'AAAAC3NzaC1lZDI1NTE5AAAAIB'", rung.KindPremise},
		{"putty", "", 0, "", "WARNING - POTENTIAL SECURITY BREACH! The host key does not match the one PuTTY has cached for this server.", rung.KindPremise},
		// Near misses: the server refusing the client's key or login stays denied.
		{"publickey refused", "", 0, "", "agent@10.0.4.12: Permission denied (publickey).", rung.KindDenied},
		{"go ssh auth", "go", 0, "", "ssh: handshake failed: ssh: unable to authenticate, attempted methods [none publickey], no supported methods remain", rung.KindDenied},
	})
}
