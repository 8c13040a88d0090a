package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 0756022d: 27/36 overall, 11/16 tricky.
// Tolerated: i1641-npm-etarget-no-version: invalid vs premise (ruling): taxonomy sets 1484/1522 read npm ETARGET, a version the registry lacks while it holds others, as the call's own range, invalid.
// Tolerated: i1641-rubygems-mfa-required: premise vs denied (ruling): an account step the holder must take first (set 404's unverified address, wrongStateWords' "must ... before") reads premise; RubyGems' "You must enable MFA before pushing" is that state.
func TestIndependentCases1641(t *testing.T) {
	runIndependent(t, "testdata/independent1641.jsonl", true,
		"i1641-npm-etarget-no-version", "i1641-rubygems-mfa-required")
}

// TestGeneralise1641RegistryRefusalText: a package registry's publish
// refusals as the CLIs print them (npm, twine, gem push), where "403
// Forbidden", "400 Bad Request" or a 409 comes before the words that say
// what was refused: npm "cannot publish over" (conflict), RubyGems
// "Repushing of gem versions is not allowed" (conflict) unless "A yanked
// version already exists" (premise), "did not finish pushing" (transient),
// "This API key cannot perform the specified action" (denied); PyPI "Only
// one sdist may be uploaded per release" (conflict) and the 410 "Project
// pre-registration is no longer required" (invalid). Sources:
// rubygems.org app/models/pusher.rb, pypi/warehouse forklift/legacy.py,
// npm-registry-fetch errors.js. Near misses: npm's and RubyGems' refusals
// of the caller's authority stay denied, PyPI's "File already exists"
// conflict and "filename has already been used" premise, npm's 24-hour
// republish hold transient.
func TestGeneralise1641RegistryRefusalText(t *testing.T) {
	const npm403 = "npm ERR! 403 In most cases, you or one of your dependencies are requesting\nnpm ERR! 403 a package version that is forbidden by your security policy.\nexit status 1"
	const twine = "ERROR    HTTPError: 400 Bad Request from https://upload.pypi.org/legacy/\n         "
	runWordingCases(t, []wordingCase{
		{"npm publish over, exec", "exec", 1, "1", "npm ERR! code E403\nnpm ERR! 403 403 Forbidden - PUT https://registry.npmjs.org/w1641 - You cannot publish over the previously published versions: 2.0.1.\n" + npm403, rung.KindConflict},
		{"npm publish over, http", "http", 403, "", `{"error":"You cannot publish over the previously published versions: 2.0.1."}`, rung.KindConflict},
		{"github packages publish over", "exec", 1, "1", "npm ERR! code E409\nnpm ERR! 409 Conflict - PUT https://npm.pkg.github.com/@acme%2fw1641 - Cannot publish over existing version\nexit status 1", rung.KindConflict},
		{"gem repush, exec", "exec", 1, "1", "Pushing gem to https://rubygems.org...\nRepushing of gem versions is not allowed.\nPlease bump the version number and push a new different release.\nexit status 1", rung.KindConflict},
		{"gem repush, http", "http", 409, "", "Repushing of gem versions is not allowed.\nPlease bump the version number and push a new different release.\nSee also `gem yank` if you want to unpublish the bad release.", rung.KindConflict},
		{"gem yanked, exec", "exec", 1, "1", "Pushing gem to https://rubygems.org...\nA yanked version already exists (w1641-0.2.0).\nRepushing of gem versions is not allowed. Please use a new version and retry\nexit status 1", rung.KindPremise},
		{"gem yanked by previous owner, http", "http", 409, "", "A yanked version pushed by a previous owner of this gem already exists (w1641-0.2.0-java).\nRepushing of gem versions is not allowed. Please use a new version and retry", rung.KindPremise},
		{"gem unfinished push, http", "http", 409, "", "It appears that w1641-0.2.0 did not finish pushing.\nPlease contact support@rubygems.org for assistance if you pushed this gem more than a minute ago.", rung.KindTransient},
		{"gem key scope, http", "http", 403, "", "This API key cannot perform the specified action on this gem.", rung.KindDenied},
		{"pypi one sdist, exec", "exec", 1, "1", twine + "Only one sdist may be uploaded per release.\nexit status 1", rung.KindConflict},
		{"pypi one sdist, http", "http", 400, "", "400 Only one sdist may be uploaded per release.", rung.KindConflict},
		{"pypi preregistration, http", "http", 410, "", "410 Project pre-registration is no longer required or supported, upload your files instead.", rung.KindInvalid},
		// Near misses.
		{"npm no permission keeps denied", "exec", 1, "1", "npm ERR! code E403\nnpm ERR! 403 403 Forbidden - PUT https://registry.npmjs.org/w1641 - You do not have permission to publish \"w1641\". Are you logged in as the correct user?\n" + npm403, rung.KindDenied},
		{"gem not allowed to push keeps denied", "http", 403, "", "You are not allowed to push this gem.", rung.KindDenied},
		{"gem push permission keeps denied", "http", 403, "", "You do not have permission to push to this gem. Ask an owner to add you with: gem owner w1641 --add a@b.c", rung.KindDenied},
		{"pypi file exists keeps conflict", "exec", 1, "1", twine + "File already exists. See https://pypi.org/help/#file-name-reuse for more information.\nexit status 1", rung.KindConflict},
		{"pypi filename used keeps premise", "exec", 1, "1", twine + "This filename has already been used, use a different version. See https://pypi.org/help/#file-name-reuse for more information.\nexit status 1", rung.KindPremise},
		{"npm republish hold keeps transient", "exec", 1, "1", "npm ERR! code E403\nnpm ERR! w1641 cannot be republished until 24 hours have passed. : w1641\nexit status 1", rung.KindTransient},
	})
}
