package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 88758317: 20/34 overall, 11/21 tricky.
// Fixed: merge-overwrite, bad-object, empty-object, fsck-missing, no-identity (premise); dubious-ownership (denied); push-delete-missing, tag-delete-missing (conflict); push-pre-receive-ticket, push-pre-receive-bigfile (invalid), push-update-protected (denied): TestGeneralise1346GitWords, TestGeneralise1346PushHooks.
// Tolerated: i1346-worktree-checked-out: premise vs conflict (set 40's worktree ruling, toolwords.go worktreeWords "checked out at '" and its test "git worktree add checked out elsewhere" -> premise): the set read the existing worktree of that branch as what worktree add was to make (carry its path forward); the ruling reads the branch held elsewhere as the repository's state; both lead away from a retry.
// Tolerated: i1346-daemon-informative-disabled: premise vs denied (taxonomy 403 row and blind sets 199, 890, 1228: a service or feature "not enabled" is the resource's state, premise): git-daemon keeps receive-pack off because its protocol has no authentication, so the set read it as no authority to write; the server's switch is a state too.
// Tolerated: i1346-unrelated-histories: invalid vs premise (set 674's row: "refusing to merge unrelated histories" is invalid, pass --allow-unrelated-histories): the set read the shared-history belief as false; git names the flag that makes the same call go ahead.
func TestIndependentCases1346(t *testing.T) {
	runIndependent(t, "testdata/independent1346.jsonl", true, "i1346-worktree-checked-out", "i1346-daemon-informative-disabled", "i1346-unrelated-histories")
}

// TestGeneralise1346GitWords holds set 1346's git readings (live git
// 2.39 through os/exec): local changes that any command would overwrite,
// an object id the store lacks, the object store damaged, the identity's
// last line, the safe.directory guard, and a delete whose ref is already
// gone; with near misses that keep their old kinds.
func TestGeneralise1346GitWords(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"merge over local changes", "exec", 0, "", "exit status 1: error: Your local changes to the following files would be overwritten by merge:\n\tapp.txt\nPlease commit your changes or stash them before you merge.\nAborting", rung.KindPremise},
		{"cherry-pick over local changes", "", 0, "", "tool shell.run: git cherry-pick abc1234: exit status 1: error: Your local changes to the following files would be overwritten by cherry-pick:\n\tsrc/main.go", rung.KindPremise},
		{"merge over untracked files", "exec", 0, "", "exit status 1: error: The following untracked working tree files would be overwritten by merge:\n\tnotes.txt\nPlease move or remove them before you merge.", rung.KindPremise},
		{"bad object", "exec", 0, "", "exit status 128: fatal: bad object 4f1d2c9e8b7a6d5c4b3a29180f7e6d5c4b3a2918", rung.KindPremise},
		{"empty loose object", "exec", 0, "", "exit status 128: error: object file .git/objects/1e/6a73 is empty\nfatal: loose object 1e6a738181082083fb6a2178722a19eaaeef018b (stored in .git/objects/1e/6a73) is corrupt", rung.KindPremise},
		{"empty loose object alone", "exec", 0, "", "exit status 128: error: object file objects/1e/6a738181082083fb6a2178722a19eaaeef018b is empty", rung.KindPremise},
		{"packed object corrupt", "", 0, "", "fatal: packed object 9d5c9618709bf09bc3310722a67c92fbdb56b8d0 (stored in .git/objects/pack/pack-1.pack) is corrupt", rung.KindPremise},
		{"unparsable commit", "exec", 0, "", "exit status 128: fatal: unable to parse commit 6a338e817fd32cc0248d3ddce9ad117e9e413c46", rung.KindPremise},
		{"identity tail", "exec", 0, "", "exit status 128: \n  git config --global user.name \"Your Name\"\n\nto set your account's default identity.\nOmit --global to set the identity only in this repository.\n\nfatal: unable to auto-detect email address (got 'root@vm.(none)')", rung.KindPremise},
		{"dubious ownership", "exec", 0, "", "exit status 128: fatal: detected dubious ownership in repository at '/srv/app'\nTo add an exception for this directory, call:\n\n\tgit config --global --add safe.directory /srv/app", rung.KindDenied},
		{"unsafe repository 2.35", "", 0, "", "fatal: unsafe repository ('/home/ci/app' is owned by someone else)\nTo add an exception for this directory, call:\n\n\tgit config --global --add safe.directory /home/ci/app", rung.KindDenied},
		{"push delete gone", "exec", 0, "", "exit status 1: error: unable to delete 'feature-old': remote ref does not exist\nerror: failed to push some refs to 'git@example.com:o/r.git'", rung.KindConflict},
		{"tag delete gone", "exec", 0, "", "exit status 1: error: tag 'v0.9.0' not found.", rung.KindConflict},
		{"branch delete gone", "", 0, "", "tool shell.run: git branch -D hotfix: exit status 1: error: branch 'hotfix' not found.", rung.KindConflict},
		// Near misses keep their readings.
		{"checkout over local changes", "exec", 0, "", "exit status 1: error: Your local changes to the following files would be overwritten by checkout:\n\tapp.txt", rung.KindPremise},
		{"bad revision", "exec", 0, "", "exit status 128: fatal: bad revision 'release..HEAD'", rung.KindPremise},
		{"fetch missing remote ref", "exec", 0, "", "exit status 128: fatal: couldn't find remote ref feature-x", rung.KindPremise},
		{"branch to track missing", "exec", 0, "", "exit status 128: fatal: branch 'topic' does not exist", rung.KindPremise},
		{"tag exists", "exec", 0, "", "exit status 128: fatal: tag 'v1.4.0' already exists", rung.KindConflict},
	})
}

// TestGeneralise1346PushHooks holds set 1346's server hooks relayed by
// git: a hook that points at Git LFS (a size rule on the content) and a
// rule on commit messages read invalid; a hook that names the ref
// protected reads denied; a bare "(pre-receive hook declined)" and a
// pusher refused stay as they were.
func TestGeneralise1346PushHooks(t *testing.T) {
	tail := "\nTo file:///srv/app.git\n ! [remote rejected] main -> main (pre-receive hook declined)\nerror: failed to push some refs to 'file:///srv/app.git'"
	runWordingCases(t, []wordingCase{
		{"hook lfs", "exec", 0, "", "exit status 1: remote: GL-HOOK-ERR: file model.bin is 3000000 bytes; this server caps blobs at 1048576 bytes (use Git LFS)        " + tail, rung.KindInvalid},
		{"hook lfs url", "", 0, "", "remote: error: data/dump.sql is larger than this server allows; track it with git-lfs instead" + tail, rung.KindInvalid},
		{"hook ticket", "exec", 0, "", "exit status 1: remote: error: commit 37781b4 message must reference a ticket like W-123        " + tail, rung.KindInvalid},
		{"hook jira key", "", 0, "", "remote: Commit message must contain a valid Jira issue key (e.g. PROJ-42)" + tail, rung.KindInvalid},
		{"update hook protected", "exec", 0, "", "exit status 1: remote: error: ref refs/heads/release-2 is protected; only the release-bot may update it        \nremote: error: hook declined to update refs/heads/release-2        \nTo file:///srv/app.git\n ! [remote rejected] release-2 -> release-2 (hook declined)", rung.KindDenied},
		// Near misses.
		{"hook pusher refused", "", 0, "", "remote: direct pushes to trunk are not allowed for ci-bot" + tail, rung.KindDenied},
		{"lfs without a hook", "", 0, "", "batch response: Git LFS is disabled for this repository.", rung.KindPremise},
		{"hook freeze", "exec", 0, "", "exit status 1: remote: *** Pushes to this repository are temporarily disabled during the maintenance window; try again after 15:00 UTC ***" + tail, rung.KindTransient},
	})
}
