package classify

import "testing"

// First run at 808249b9: 30/36 overall, 10/16 tricky.
// Tolerated: i1767-gh-cli-no-pr-for-branch: premise vs ambiguous (ruling): set 567 reads gh's `no pull requests found for branch "x"` as a keyed lookup that found nothing (premise).
// Fixed by the lead's ruling after this set: i1767-gl-invalid-ref-name (generic.go missingHead).
// Tolerated: i1767-gl-ci-config-invalid: invalid vs premise (ruling): set 1418 reads a wrong CI definition as invalid; only a missing CI file (set 1198) is premise.
func TestIndependentCases1767(t *testing.T) {
	runIndependent(t, "testdata/independent1767.jsonl", true, "i1767-gh-cli-no-pr-for-branch", "i1767-gl-ci-config-invalid")
}

// GitLab's commit cherry-pick and revert that it could not apply
// (docs.gitlab.com/api/commits): error_code "conflict" is diverged work
// (premise), "empty" is a change already on the branch (conflict), under
// a 400 either way. Near misses: git's own "could not apply" stays
// premise, a 400 about a missing branch argument stays invalid, and a
// "commit automatically" text without the cherry-pick/revert words is not
// read.
func TestGeneralise1767GitLabPick(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"cherry-pick conflict", "http", 400, "", `{"message":"Sorry, we cannot cherry-pick this commit automatically. This commit may already have been cherry-picked, or a more recent commit may have updated some of its content.","error_code":"conflict"}`, premise},
		{"revert conflict", "http", 400, "", `{"message":"Sorry, we cannot revert this commit automatically. This commit may already have been reverted, or a more recent commit may have updated some of its content.","error_code":"conflict"}`, premise},
		{"cherry-pick empty", "http", 400, "", `{"message":"Sorry, we cannot cherry-pick this commit automatically. This commit may already have been cherry-picked, or a more recent commit may have updated some of its content.","error_code":"empty"}`, conflict},
		{"revert without code", "http", 400, "", `{"message":"Sorry, we cannot revert this commit automatically. This commit may already have been reverted, or a more recent commit may have updated some of its content."}`, premise},
		{"near: branch missing arg", "http", 400, "", `{"error":"branch is missing"}`, invalid},
		{"near: git could not apply", "exec", 1, "1", "error: could not apply 3f2a1b4... fix rounding\nhint: Resolve all conflicts manually, mark them as resolved with\nexit status 1", premise},
	})
}

// gh in a clone with several remotes and no default chosen (cli/cli
// context.go): "No default remote repository has been set" is ambiguous,
// narrow with --repo. Near miss: git's "No configured push destination"
// (no remote at all) keeps premise.
func TestGeneralise1767GhNoDefaultRemote(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"gh pr list", "", 0, "", "X No default remote repository has been set for this directory.\n\nplease run `gh repo set-default` to select a default remote repository.", ambiguous},
		{"gh repo set-default --view", "exec", 1, "1", "X No default remote repository has been set. To learn more about the default repository, run: gh repo set-default --help\nexit status 1", ambiguous},
		{"near: git no push destination", "exec", 128, "128", "fatal: No configured push destination.\nEither specify the URL from the command-line or configure a remote repository using\n\n    git remote add <name> <url>\nexit status 128", premise},
	})
}
