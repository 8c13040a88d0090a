package classify

import "testing"

// First run at 7c70caad: 28/34 overall, 14/19 tricky.
// Tolerated: i1504-unrelated-histories: invalid vs premise (ruling): set 674's ruling (docs/taxonomy.md, toolwords.go) reads git's refusal as a missing --allow-unrelated-histories or a wrong remote, repair the call.
// Tolerated: i1504-http-413-push: invalid vs premise (ruling): a quoted 413 and set 1461's pack-size ruling read a push over the receiver's size limit as "split the push", invalid.
// Tolerated: i1504-unshallow-complete: unknown vs conflict (one-off): git's only "--unshallow on a complete repository" text; no class of no-op wordings to key on.
func TestIndependentCases1504(t *testing.T) {
	runIndependent(t, "testdata/independent1504.jsonl", true, "i1504-unrelated-histories", "i1504-http-413-push", "i1504-unshallow-complete")
}

// TestGeneralise1504PushHookWords: a push hook's refusal relayed by git
// before "(pre-receive hook declined)" or "(hook declined)" that forbids
// writing the branch directly is the branch rule (denied), and one that
// rules on a commit's subject line or the ticket it names is the commits'
// messages (invalid), as set 1346's "message must reference a ticket".
// A bare decline and a hook asking for a wait keep their readings. Source:
// live git 2.39.5 with pre-receive and update hooks (set 1504).
func TestGeneralise1504PushHookWords(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"direct pushes", "exec", 1, "1", "remote: policy: direct pushes to master are forbidden, use a pull request        \nTo /srv/git/app.git\n ! [remote rejected] master -> master (pre-receive hook declined)\nerror: failed to push some refs to '/srv/git/app.git'", denied},
		{"pushing directly", "exec", 1, "1", "remote: Pushing directly to develop is not permitted.\nremote: error: hook declined to update refs/heads/develop\n ! [remote rejected] develop -> develop (hook declined)", denied},
		{"subject rule", "exec", 1, "1", "remote: commit 1f2e3d4: subject line must be 72 characters or fewer\n ! [remote rejected] topic -> topic (pre-receive hook declined)", invalid},
		{"issue key", "exec", 1, "1", "remote: ERROR: missing issue key in commit 9a8b7c6 (expected PROJ-123)\nremote: error: hook declined to update refs/heads/topic\n ! [remote rejected] topic -> topic (hook declined)", invalid},
		// Near misses.
		{"maintenance wait", "exec", 1, "1", "remote: repository is read-only for a migration, try again in 10 minutes        \n ! [remote rejected] main -> main (pre-receive hook declined)", transient},
		{"no hook, direct words", "exec", 1, "1", "hint: direct pushes to main are how this repo works", unk},
		{"rejected non-ff", "exec", 1, "1", "To /srv/git/app.git\n ! [rejected]        main -> main (fetch first)\nerror: failed to push some refs to '/srv/git/app.git'\nhint: Updates were rejected because the remote contains work that you do\nhint: not have locally.", premise},
	})
}

// TestGeneralise1504FetchPartial: git fetch's per-ref report where some
// refs were written (" * [new branch]", "a..b", "+ a...b") and another was
// not ("(unable to update local ref)") is a partial success, ambiguous
// (git builtin/fetch.c; live git 2.39.5, set 1504). A report with no ref
// written, and a push's "[rejected]" lines, keep their readings.
func TestGeneralise1504FetchPartial(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"range and d/f", "exec", 1, "1", "From https://git.example.com/app\n   1a2b3c4..5d6e7f8  main       -> origin/main\nerror: cannot lock ref 'refs/remotes/origin/team/a': 'refs/remotes/origin/team' exists; cannot create 'refs/remotes/origin/team/a'\n ! [new branch]      team/a     -> origin/team/a  (unable to update local ref)", ambiguous},
		// Near miss: a ref lock another process holds keeps the lock's wait.
		{"range and held lock", "exec", 1, "1", "From https://git.example.com/app\n   1a2b3c4..5d6e7f8  main       -> origin/main\nerror: cannot lock ref 'refs/remotes/origin/feature': Unable to create '/w/.git/refs/remotes/origin/feature.lock': File exists.\n ! 0a0b0c0..1d1e1f1  feature    -> origin/feature  (unable to update local ref)", transient},
		{"new tag and forced", "exec", 1, "1", "From ../remote\n * [new tag]         v2.0       -> v2.0\n + 3c4d5e6...7f8a9b0 wip        -> origin/wip  (forced update)\nerror: cannot lock ref 'refs/remotes/origin/ci/x': 'refs/remotes/origin/ci' exists; cannot create 'refs/remotes/origin/ci/x'\n ! [new branch]      ci/x       -> origin/ci/x  (unable to update local ref)", ambiguous},
		// Near misses: nothing written.
		{"only failed", "exec", 1, "1", "From ../remote\nerror: cannot lock ref 'refs/remotes/origin/ci/x': 'refs/remotes/origin/ci' exists; cannot create 'refs/remotes/origin/ci/x'\n ! [new branch]      ci/x       -> origin/ci/x  (unable to update local ref)", unk},
		{"push partial stays", "exec", 1, "1", "To ../remote.git\n ! [rejected]        main -> main (fetch first)\nerror: failed to push some refs to '../remote.git'\nhint: Updates were rejected because the remote contains work that you do\nhint: not have locally.", premise},
	})
}
