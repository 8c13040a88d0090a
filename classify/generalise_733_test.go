package classify

import "testing"

// TestIndependentCases733 runs held-out set 733: backup, sync and transfer tools (rclone, restic, BorgBackup, rsync, Velero, AWS Backup, Azure Backup), labelled blind.
func TestIndependentCases733(t *testing.T) {
	runIndependent(t, "testdata/independent733.jsonl", false)
}
