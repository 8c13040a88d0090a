package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases1777 runs testdata/independent1777.jsonl: 34 git CLI
// failures captured live (git 2.39.5, its own git daemon and git
// http-backend), as an agent's coding tool runs git.
//
// First run at 1acd0368: 24/34 overall, 14/18 tricky.
// Tolerated: i1777-checkout-pathspec-none: premise vs invalid (ruling): git's "did not match any file(s) known to git" reads premise (taxonomy row on git "did not match any file(s)", sets 390 and 478).
// Tolerated: i1777-log-unknown-revision: premise vs invalid (ruling): set 108 rules git's "unknown revision or path not in the working tree" premise, the repository has no such revision.
// Tolerated: i1777-push-remote-name-unknown: premise vs invalid (ruling): git's "does not appear to be a git repository" is a remote the repository lacks, premise (taxonomy row on git's stopped work, shellwords.go).
// Tolerated: i1777-checkout-file-or-branch: unknown vs ambiguous (ruling): a name that is "both revision and filename" stays invalid (rows 1302, 1305, 3073), the call must name one thing; the label read it as several matches.
func TestIndependentCases1777(t *testing.T) {
	runIndependent(t, "testdata/independent1777.jsonl", true,
		"i1777-checkout-pathspec-none", "i1777-log-unknown-revision", "i1777-push-remote-name-unknown", "i1777-checkout-file-or-branch")
}

// TestGeneralise1777ReceiveDeny: the receiving git's receive.denyDeletes and
// receive.denyNonFastForwards ("denying ref deletion for", "(deletion
// prohibited)", "denying non-fast-forward ... (you should pull first)") and a
// pre-receive hook that names the branch protected with a colon ("main is
// protected: only release-bot may push"): the remote's rule over the pusher,
// denied (standing.go branchRuleRefusal; live git 2.39.5). Near misses: the
// client's own "[rejected] (non-fast-forward)" and "(fetch first)" stay
// premise; a hook on a file's size stays invalid.
func TestGeneralise1777ReceiveDeny(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"deny deletes", "exec", 1, "1", "remote: error: denying ref deletion for refs/heads/release        \nTo git://127.0.0.1:37700/dd.git\n ! [remote rejected] release (deletion prohibited)\nerror: failed to push some refs to 'git://127.0.0.1:37700/dd.git'\nexit status 1", rung.KindDenied},
		{"deletion prohibited alone", "exec", 1, "1", "To ssh://git.example.com/srv/app.git\n ! [remote rejected] old-feature (deletion prohibited)\nerror: failed to push some refs to 'ssh://git.example.com/srv/app.git'", rung.KindDenied},
		{"deny non-ff forced", "exec", 1, "1", "remote: error: denying non-fast-forward refs/heads/dev (you should pull first)        \nTo ssh://git.example.com/srv/app.git\n ! [remote rejected] dev -> dev (non-fast-forward)\nerror: failed to push some refs to 'ssh://git.example.com/srv/app.git'", rung.KindDenied},
		{"hook protected colon", "exec", 1, "1", "remote: release is protected: only the release-bot may push to it        \nTo git://h/app.git\n ! [remote rejected] release -> release (pre-receive hook declined)\nerror: failed to push some refs to 'git://h/app.git'", rung.KindDenied},
		{"near: client non-ff", "exec", 1, "1", "To git://127.0.0.1:37700/app.git\n ! [rejected]        main -> main (non-fast-forward)\nerror: failed to push some refs to 'git://127.0.0.1:37700/app.git'\nhint: Updates were rejected because the tip of your current branch is behind\nhint: its remote counterpart. Integrate the remote changes (e.g.\nhint: 'git pull ...') before pushing again.", rung.KindPremise},
		{"near: fetch first", "exec", 1, "1", "To git://127.0.0.1:37700/app.git\n ! [rejected]        main -> main (fetch first)\nerror: failed to push some refs to 'git://127.0.0.1:37700/app.git'\nhint: Updates were rejected because the remote contains work that you do\nhint: not have locally.", rung.KindPremise},
		{"near: hook size", "exec", 1, "1", "remote: push rejected: blob data/model.bin is 5.0 MiB, above the 1 MiB per-file limit of this repository; remove it from history or use Git LFS        \nTo git://127.0.0.1:37700/sized.git\n ! [remote rejected] main -> main (pre-receive hook declined)\nerror: failed to push some refs to 'git://127.0.0.1:37700/sized.git'", rung.KindInvalid},
	})
}

// TestGeneralise1777GitServerRefusal: a commit the remote does not have,
// asked for by id (upload-pack's "not our ref", submodule's "Direct fetching
// of that commit failed", "unadvertised object"): premise; a partial-clone
// filter the server's uploadpackfilter settings refuse: invalid; a local
// branch name that clashes with an existing branch as a path prefix:
// invalid (gitrefusal.go gitServerRefusal; live git 2.39.5). Near misses: a
// held ref lock stays transient, a compare-and-swap "is at ... but expected"
// stays premise, the same D/F clash during a fetch keeps its reading.
func TestGeneralise1777GitServerRefusal(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"submodule missing commit", "exec", 128, "128", "Submodule 'lib' (git://127.0.0.1:37700/lib.git) registered for path 'lib'\nCloning into '/w/superc/lib'...\nfatal: remote error: upload-pack: not our ref 38296713f439aacec012b5feae58f705303e8aa8\nfatal: Fetched in submodule path 'lib', but it did not contain 38296713f439aacec012b5feae58f705303e8aa8. Direct fetching of that commit failed.\nexit status 128", rung.KindPremise},
		{"not our ref alone", "exec", 128, "128", "fatal: remote error: upload-pack: not our ref 9f1c2d3e4b5a69788796a5b4c3d2e1f0a9b8c7d6", rung.KindPremise},
		{"unadvertised object", "exec", 128, "128", "error: Server does not allow request for unadvertised object 9f1c2d3e4b5a69788796a5b4c3d2e1f0a9b8c7d6", rung.KindPremise},
		{"filter depth", "exec", 128, "128", "Cloning into 'fc'...\nfatal: remote error: tree filter allows max depth 0, but got 1\nexit status 128", rung.KindInvalid},
		{"filter not supported", "exec", 128, "128", "Cloning into 'fc'...\nfatal: remote error: filter 'sparse:oid' not supported\nexit status 128", rung.KindInvalid},
		{"branch d/f", "exec", 128, "128", "fatal: cannot lock ref 'refs/heads/feature/login': 'refs/heads/feature' exists; cannot create 'refs/heads/feature/login'\nexit status 128", rung.KindInvalid},
		{"checkout -b d/f", "exec", 128, "128", "fatal: cannot lock ref 'refs/heads/release/2.0': 'refs/heads/release' exists; cannot create 'refs/heads/release/2.0'", rung.KindInvalid},
		{"near: held ref lock", "exec", 128, "128", "fatal: cannot lock ref 'HEAD': Unable to create '/w/a/.git/refs/heads/main.lock': File exists.\n\nAnother git process seems to be running in this repository, e.g.\nan editor opened by 'git commit'. Please make sure all processes\nare terminated then try again.", rung.KindTransient},
		{"near: stale ref", "exec", 128, "128", "fatal: update_ref failed for ref 'refs/heads/main': cannot lock ref 'refs/heads/main': is at 372348278a0c9764ef34967538fecf7a16b966b0 but expected 5d3f58234cf91a514b557293fd941d849d8d2e02", rung.KindPremise},
		{"near: fetch d/f only", "exec", 1, "1", "From ../remote\nerror: cannot lock ref 'refs/remotes/origin/ci/x': 'refs/remotes/origin/ci' exists; cannot create 'refs/remotes/origin/ci/x'\n ! [new branch]      ci/x       -> origin/ci/x  (unable to update local ref)", rung.KindUnknown},
	})
}
