package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// Tolerated: i1616-push-hook-frozen: unknown vs denied (one-off): a server hook's free text ("pushes to this repository are frozen for the 6.4 release") names no actor or right; a freeze is read as denied only from the hook's words, and no class of wording says so without catching a state (premise) or a wait (transient).
// Tolerated: i1616-hgweb-unknown-wire-cmd: premise vs invalid (one-off): hgweb's HTML error page for ?cmd=nosuchcmd says only "method not found" under 400; set 60's ruling reads a bare "Method not found" inside a tool's result premise, and the status line is not in the body.
// First run at 8058a30e: 20/34 overall, 6/17 tricky.
func TestIndependentCases1616(t *testing.T) {
	runIndependent(t, "testdata/independent1616.jsonl", true, "i1616-push-hook-frozen", "i1616-hgweb-unknown-wire-cmd")
}

// Mercurial's "nothing to do" lines (exit 1): commit's "nothing changed",
// push/outgoing/incoming "no changes found", rebase's "nothing to rebase",
// merge with an ancestor "has no effect" (hg help commit/push; hg 6.3.2
// live): conflict. Near misses: the same words inside prose, not a line
// of their own, and hg's "nothing to merge"-free aborts keep their kinds.
func TestGeneralise1616MercurialNothingToDo(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"commit nothing changed", "exec", 1, "1", "nothing changed\nexit status 1", rung.KindConflict},
		{"commit nothing changed with missing files", "exec", 1, "1", "nothing changed (1 missing files, see 'hg status')\nexit status 1", rung.KindConflict},
		{"push no changes", "exec", 1, "1", "pushing to https://hg.example.org/repo\nsearching for changes\nno changes found\nexit status 1", rung.KindConflict},
		{"outgoing no changes", "", 0, "", "comparing with default-push\nsearching for changes\nno changes found", rung.KindConflict},
		{"rebase nothing", "exec", 1, "1", "nothing to rebase\nexit status 1", rung.KindConflict},
		{"merge ancestor", "exec", 255, "255", "abort: merging with a working directory ancestor has no effect\nexit status 255", rung.KindConflict},
		{"near miss: prose no changes found in", "exec", 2, "2", "error: no changes found in the patch for file a.txt, expected 3 hunks\nexit status 2", rung.KindInvalid},
		{"near miss: new remote head stays premise", "exec", 255, "255", "pushing to http://h/\nsearching for changes\nabort: push creates new remote head 2d0a30aa2ec1\n(pull and merge or see 'hg help push' for details about pushing new heads)\nexit status 255", rung.KindPremise},
	})
}

// Mercurial merge/rebase on a branch with several heads (merge.py "branch
// '%s' has %d heads - please merge with an explicit rev", rebase's "please
// rebase to an explicit rev"): ambiguous. Near miss: "has one head -
// please merge with an explicit rev" has nothing to pick: invalid.
func TestGeneralise1616MercurialHeads(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"merge 3 heads", "exec", 255, "255", "abort: branch 'default' has 3 heads - please merge with an explicit rev\n(run 'hg heads .' to see heads, specify rev with -r)\nexit status 255", rung.KindAmbiguous},
		{"rebase 2 heads", "exec", 255, "255", "abort: branch 'stable' has 2 heads - please rebase to an explicit rev\n(run 'hg heads .' to see heads, specify destination with -d)\nexit status 255", rung.KindAmbiguous},
		{"near miss: one head", "exec", 255, "255", "abort: branch 'default' has one head - please merge with an explicit rev\n(run 'hg heads' to see all heads, specify rev with -r)\nexit status 255", rung.KindInvalid},
	})
}

// hg's own line for a run ended by a signal (dispatch.py "killed!",
// "interrupted!"), as a tool's timeout ends an hg waiting on a lock:
// transient. Near miss: the word inside another line ("process killed!
// by operator" in a log) is not hg's line.
func TestGeneralise1616MercurialKilled(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"killed waiting wlock", "exec", 255, "255", "waiting for lock on working directory of /w/r held by process '12' on host 'h'\nkilled!\nexit status 255", rung.KindTransient},
		{"interrupted", "exec", 255, "255", "pulling from https://hg.example.org/repo\nsearching for changes\ninterrupted!\nexit status 255", rung.KindTransient},
		{"near miss: killed! inside a line", "exec", 2, "2", "deploy: worker 3 reported job 9 killed! by operator policy violation\nexit status 2", rung.KindUnknown},
	})
}

// A command defined only by a Mercurial extension that failed to load
// ("*** failed to import extension \"evolve\": No module named 'evolve'"
// then "hg: unknown command 'evolve'"): premise. Near misses: a bare
// unknown command (a typo) stays invalid; a failed import before another
// abort keeps that abort's kind.
func TestGeneralise1616MercurialExtensionCommand(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"evolve missing", "exec", 255, "255", "*** failed to import extension \"evolve\": No module named 'evolve'\nhg: unknown command 'evolve'\n(did you mean one of recover, remove, resolve, shelve?)\nexit status 255", rung.KindPremise},
		{"topic from path", "exec", 255, "255", "*** failed to import extension \"topic\" from /opt/hgext/topic: No module named 'hgext3rd'\nhg: unknown command 'topics'\n(use 'hg help' for a list of commands)\nexit status 255", rung.KindPremise},
		{"near miss: typo", "exec", 255, "255", "hg: unknown command 'comit'\n(did you mean one of commit, incoming?)\nexit status 255", rung.KindInvalid},
		{"near miss: failed import then uncommitted", "exec", 255, "255", "*** failed to import extension \"badext\" from /x.py: boom\nabort: uncommitted changes\n(commit or update --clean to discard changes)\nexit status 255", rung.KindPremise},
	})
}

// A rewrite of a public changeset (rewriteutil.precheck "cannot %s public
// changesets"; wiki Phases): premise. Near miss: the phase's own
// "--force" hint for moving a changeset back is a flag the call lacks.
func TestGeneralise1616MercurialPublicRewrite(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"amend", "exec", 255, "255", "abort: cannot amend public changesets: a28471f7c79c\n(see 'hg help phases' for details)\nexit status 255", rung.KindPremise},
		{"rebase", "exec", 255, "255", "abort: cannot rebase public changesets: 1f0dee641bb7\n(see 'hg help phases' for details)\nexit status 255", rung.KindPremise},
		{"histedit", "", 0, "", "abort: cannot edit public changesets: 5f2a1c3d9e0b\n(see 'hg help phases' for details)", rung.KindPremise},
	})
}

// Mercurial's repository requirements (.hg/requires) this hg lacks
// ("repository requires features unknown to this Mercurial", older
// "unknown repository format: requires features"; wiki MissingRequirement)
// and the calls hg says are short an argument (push --new-branch, revert's
// files, an empty commit message): premise; invalid. Near misses: the new
// head refusal keeps premise (above), an unknown requirement named in a
// prose comment without hg's words is not read.
func TestGeneralise1616MercurialFormatAndArgs(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"requires", "exec", 255, "255", "abort: repository requires features unknown to this Mercurial: fancy-newformat\n(see https://mercurial-scm.org/wiki/MissingRequirement for more information)\nexit status 255", rung.KindPremise},
		{"old requires", "exec", 255, "255", "abort: unknown repository format: requires features 'dotencode' (upgrade Mercurial)!\nexit status 255", rung.KindPremise},
		{"new branch", "exec", 255, "255", "pushing to ssh://hg@h/r\nsearching for changes\nabort: push creates new remote branches: feature, fix-1!\n(use 'hg push --new-branch' to create new remote branches)\nexit status 255", rung.KindInvalid},
		{"revert", "exec", 255, "255", "abort: no files or directories specified\n(use --all to revert all files)\nexit status 255", rung.KindInvalid},
		{"empty message hg", "exec", 255, "255", "abort: empty commit message\nexit status 255", rung.KindInvalid},
		{"empty message git", "exec", 1, "1", "Aborting commit due to empty commit message.\nexit status 1", rung.KindInvalid},
	})
}

// Mercurial's hook refusal ("abort: pretxncommit.x hook exited with status
// 1", and "remote: prechangegroup.x hook exited with status 1" before
// "abort: push failed on remote"), whose own lines rule as git's declined
// hooks do (standing.go pushHookDeclined): a message rule invalid, a
// protected ref or an actor refused denied. Near miss: a hook that exits 1
// with no rule in its words stays unread.
func TestGeneralise1616MercurialHooks(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pretxncommit ticket", "exec", 255, "255", "commit message must start with a ticket id (e.g. OPS-123)\ntransaction abort!\nrollback completed\nabort: pretxncommit.ticket hook exited with status 1\nexit status 255", rung.KindInvalid},
		{"remote acl", "exec", 255, "255", "pushing to https://hg.example.org/r\nsearching for changes\nremote: access denied for user ci-bot on branch stable\nremote: pretxnchangegroup.acl hook exited with status 1\nabort: push failed on remote\nexit status 255", rung.KindDenied},
		{"remote protected", "exec", 255, "255", "pushing to https://hg.example.org/r\nsearching for changes\nremote: branch stable is protected; only release-bot may push\nremote: prechangegroup.protect hook exited with status 1\nabort: push failed on remote\nexit status 255", rung.KindDenied},
		{"near miss: bare hook exit", "exec", 255, "255", "transaction abort!\nrollback completed\nabort: pretxncommit.check hook exited with status 1\nexit status 255", rung.KindUnknown},
	})
}
