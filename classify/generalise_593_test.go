package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 3bec222: 24/32 overall, 15/21 tricky.
// Mended by the lead after landing: i593-git-pre-receive (a push hook's
// policy text that refuses the pusher, denied: standing.go
// branchRuleRefusal) and i593-git-push-detached (git's "You must fully
// qualify the ref", invalid: shellwords.go) read right
// (TestGeneralise593Lead).
// Tolerated: i593-git-bad-refspec: invalid vs premise (toolwords.go worktreeWords: "src refspec " reads as a local ref the repository lacks): git names the malformed "trunk:refs/heads/rel" as a source ref that matches nothing, so both "fix the refspec" and "no such ref" hold.
// Fixed later by the lead: i593-npm-missing-script (shellwords.go: a script the call names that package.json lacks is the call's argument, invalid).
// Tolerated: i593-git-pre-commit: invalid vs unknown ((c)/(b) pending review): the message is only the hook's own lint text, which names no git wording; unknown is a fair reading of an opaque hook.
// i593-go-cgo-disabled passes since set 1344: "build constraints exclude all Go files in" reads invalid (toolwords.go otherToolWords): the build's settings select none of the package's files.

// TestIndependentCases593 runs held-out set 593: live local agent tools (git, go, npm/node, patch, sed/jq, runuser nobody, context timeouts) via os/exec, labelled blind.
func TestIndependentCases593(t *testing.T) {
	runIndependent(t, "testdata/independent593.jsonl", true, "i593-git-bad-refspec", "i593-git-pre-commit")
}

// TestGeneralise593: a push refused because its lease on the remote ref
// no longer holds (the remote moved since the last fetch) is premise, in
// every tool's words; a rejection for a ref that already exists keeps
// conflict, and an NFS stale handle keeps its own reading.
func TestGeneralise593(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "git --force-if-includes (git transport.c REF_STATUS_REJECT_REMOTE_UPDATED)", msg: "To ../server.git\n ! [rejected]        feature/cache -> feature/cache (remote ref updated since checkout)\nerror: failed to push some refs to '../server.git'", want: rung.KindPremise},
		{name: "jj git push, bookmark era (jj cli/tests/test_git_push.rs)", msg: "Error: Refusing to push a bookmark that unexpectedly moved on the remote. Affected refs: refs/heads/bookmark1\nHint: Try fetching from the remote, then make the bookmark point to where you want it to be, and push again.", want: rung.KindPremise},
		{name: "jj git push, branch era (jj cli/tests/test_git_push.rs)", msg: "Error: Refusing to push a branch that unexpectedly moved on the remote. Affected refs: refs/heads/branch1", want: rung.KindPremise},
		{name: "jj 0.44 git push (references ... reason: stale info)", msg: "Error: Failed to push some bookmarks\nHint: The following references unexpectedly moved on the remote:\n  refs/heads/bookmark1 (reason: stale info)", want: rung.KindPremise},
		{name: "git --force-with-lease over https (stale info)", msg: "exit status 1: To https://git.example.test/team/site.git\n ! [rejected]        release -> release (stale info)\nerror: failed to push some refs to 'https://git.example.test/team/site.git'", want: rung.KindPremise},
		{name: "GitHub REST update ref 422 (docs.github.com git/refs)", protocol: "http", status: 422, msg: `{"message":"Update is not a fast forward","documentation_url":"https://docs.github.com/rest/git/refs#update-a-reference"}`, want: rung.KindPremise},
		// Near misses.
		{name: "near miss: git push of a tag the remote has (already exists)", msg: "To ../origin.git\n ! [rejected]        v1.4.0 -> v1.4.0 (already exists)\nerror: failed to push some refs to '../origin.git'\nhint: Updates were rejected because the tag already exists in the remote.", want: rung.KindConflict},
		{name: "near miss: git push refused by a branch rule (protected branch hook declined)", msg: "To gitlab.example.test:team/site.git\n ! [remote rejected] main -> main (protected branch hook declined)\nerror: failed to push some refs to 'gitlab.example.test:team/site.git'", want: rung.KindDenied},
	})
}

// TestGeneralise593FilterShape: a JSON query whose filter assumes another
// type than the data holds is a wrong call (invalid) in every query
// tool's words; a file the query cannot open, and an Elasticsearch index
// that is missing, keep premise.
func TestGeneralise593FilterShape(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "jq 1.7 iterate over null (src/execute.c)", msg: "exit status 5: jq: error (at data.json:3): Cannot iterate over null (null)", want: rung.KindInvalid},
		{name: "jq index string with string (src/jv_aux.c)", msg: `jq: error (at <stdin>:0): Cannot index string with string "id"`, want: rung.KindInvalid},
		{name: "jq 1.6 index number", msg: `jq: error (at <stdin>:1): Cannot index number with "name"`, want: rung.KindInvalid},
		{name: "gojq type error (itchyny/gojq error.go expectedObjectError)", msg: `gojq: error: expected an object but got: array ([{"name":"a"}])`, want: rung.KindInvalid},
		{name: "mikefarah yq traverse array by key", msg: `Error: cannot index array with 'name' (strconv.ParseInt: parsing "name": invalid syntax)`, want: rung.KindInvalid},
		{name: "CPython TypeError on str subscript", msg: "TypeError: string indices must be integers", want: rung.KindInvalid},
		{name: "CPython TypeError on list subscript", msg: "TypeError: list indices must be integers or slices, not str", want: rung.KindInvalid},
		// Near misses.
		{name: "near miss: jq cannot open its input file", msg: "jq: error: Could not open file invoices-593.json: No such file or directory", want: rung.KindPremise},
		{name: "near miss: Elasticsearch index_not_found_exception", msg: `{"error":{"root_cause":[{"type":"index_not_found_exception","reason":"no such index [ledger-593]"}],"type":"index_not_found_exception","reason":"no such index [ledger-593]"},"status":404}`, want: rung.KindPremise},
	})
}

// TestGeneralise593Lead: a push hook's own policy text that refuses the
// pusher reads denied, and a rule on what is pushed keeps its reading; git's
// demand for a full refname reads invalid.
func TestGeneralise593Lead(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "hook names the bot", msg: "remote: policy: pushes to release/* are not allowed for ci-robot\nTo git.internal:ops/deploy.git\n ! [remote rejected] HEAD -> release/7 (pre-receive hook declined)\nerror: failed to push some refs to 'git.internal:ops/deploy.git'", want: rung.KindDenied},
		{name: "gitolite-style permission", msg: "remote: FATAL: W refs/heads/main ops/infra alice DENIED by fallthru\nremote: error: hook declined to update refs/heads/main\nTo git.internal:ops/infra.git\n ! [remote rejected] main -> main (hook declined)", want: rung.KindDenied},
		{name: "hook access denied", msg: "remote: Access denied: you do not have write access to this branch\n ! [remote rejected] feature -> protected-x (pre-receive hook declined)", want: rung.KindDenied},
		{name: "update hook unauthorized", msg: "remote: unauthorized: user deploy-bot may not push tags\n ! [remote rejected] v2.1.0 -> v2.1.0 (update hook declined)", want: rung.KindDenied},
		{name: "full refname, push from detached HEAD", msg: "error: The destination you provided is not a full refname (i.e.,\nstarting with \"refs/\"). We tried to guess what you meant by:\n\nNeither worked, so we gave up. You must fully qualify the ref.\nerror: failed to push some refs to 'origin'", want: rung.KindInvalid},
		{name: "full refname, other wording", msg: "exit status 1: error: The destination you provided is not a full refname (i.e., starting with \"refs/\").", want: rung.KindInvalid},
		// Near misses: a rule on the pushed content, not on the pusher.
		{name: "near miss: GH002 hex name", msg: "remote: error: GH002: Sorry, branch or tag names consisting of 40 hex characters are not allowed.\n ! [remote rejected] 3f78 -> 3f78 (pre-receive hook declined)", want: rung.KindInvalid},
		{name: "near miss: GH001 large file", msg: "remote: error: GH001: Large files detected. You may want to try Git Large File Storage.\nremote: error: File big.bin is 120.00 MB; this exceeds GitHub's file size limit of 100.00 MB\n ! [remote rejected] main -> main (pre-receive hook declined)", want: rung.KindInvalid},
	})
}
