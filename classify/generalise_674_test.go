package classify

import "testing"

// First run at 28b07c0: 28/33 overall, 14/18 tricky.
// Tolerated: i674-git-shallow-update: invalid vs premise (toolwords.go "shallow update not allowed" ruling, set 390, and its docs/taxonomy.md row: premise, fetch the full history first): the push is right and only its local history is cut short; reading it as a wrong call (repair by unshallowing) or as a false belief about the clone both hold.
// Fixed later by the lead: i674-git-ssh-hostkey (right since the lead's revision after set 1179: an SSH host key that is not the recorded one reads denied, a security check only a person may override).
//
// TestIndependentCases674 runs held-out set 674: git CLI and non-GitHub forges (GitLab, Bitbucket, Gitea/Forgejo, Azure Repos), labelled blind.
func TestIndependentCases674(t *testing.T) {
	runIndependent(t, "testdata/independent674.jsonl", true, "i674-git-shallow-update")
}

// TestGeneralise674 holds the classes set 674's misses showed: an archived
// repository's refusal behind git's "correct access rights" boilerplate
// (premise), a permission named as what the action needs (denied), and a
// merge of unrelated histories the tool refuses without a flag (invalid).
func TestGeneralise674(t *testing.T) {
	boiler := "\nfatal: Could not read from remote repository.\n\nPlease make sure you have the correct access rights\nand the repository exists."
	runWordingCases(t, []wordingCase{
		// Archived repository or project: premise.
		{name: "GitHub git push over SSH to an archived repository", msg: "ERROR: This repository was archived so it is read-only." + boiler, want: premise},
		{name: "GitHub REST 403 archived repository", protocol: "http", status: 403, msg: `{"message":"Repository was archived so is read-only.","documentation_url":"https://docs.github.com/rest/issues/issues#create-an-issue","status":"403"}`, want: premise},
		{name: "GitHub GraphQL via gh on an archived repository", msg: "GraphQL: Repository was archived so is read-only (closeIssue)", want: premise},
		{name: "GitLab framed remote banner on an archived project", msg: "remote: \nremote: ========================================================================\nremote: \nremote: ERROR: You can't push code to an archived project.\nremote: \nremote: ========================================================================\nremote: " + boiler, want: premise},
		// Near misses: a refused identity stays denied.
		{name: "near miss: GitLab push without the right", msg: "remote: ERROR: You are not allowed to push code to this project." + boiler, want: denied},
		{name: "near miss: OpenSSH publickey refusal", msg: "git@gitlab.example.com: Permission denied (publickey)." + boiler, want: denied},

		// A permission named as what the action needs: denied.
		{name: "Azure DevOps REST TF401027 CreateBranch", protocol: "http", status: 403, msg: `{"$id":"1","innerException":null,"message":"TF401027: You need the Git 'CreateBranch' permission to perform this action. Details: identity 'Project Collection Build Service (acme)', scope 'branch'.","typeName":"Microsoft.TeamFoundation.Git.Server.GitNeedsPermissionException, Microsoft.TeamFoundation.SourceControl.WebServer","typeKey":"GitNeedsPermissionException","errorCode":0,"eventId":3000}`, want: denied},
		{name: "VK API error 7", msg: "Permission to perform this action is denied", want: denied},
		{name: "Grafana access control 403", protocol: "http", status: 403, msg: `{"accessErrorId":"ACE0947587429","message":"You'll need additional permissions to perform this action. Permissions needed: plugins:install","title":"Access denied"}`, want: denied},
		{name: "Django REST framework PermissionDenied", protocol: "http", status: 403, msg: `{"detail":"You do not have permission to perform this action."}`, want: denied},
		// Near misses: a throttle and an already-exists keep their kinds.
		{name: "near miss: Django REST framework Throttled", protocol: "http", status: 429, msg: `{"detail":"Request was throttled. Expected available in 30 seconds."}`, want: transient},
		{name: "near miss: Azure DevOps TF401179", msg: "TF401179: An active pull request for the source and target branch already exists.", want: conflict},

		// Unrelated histories: invalid.
		{name: "GitPython GitCommandError on git pull", msg: "Cmd('git') failed due to: exit code(128)\n  cmdline: git pull origin main\n  stderr: 'fatal: refusing to merge unrelated histories'", want: invalid},
		{name: "Jenkins git-client GitException on git merge", msg: "Command \"git merge 4e1c07a2b3c4d5e6f708192a3b4c5d6e7f809102\" returned status code 128:\nstdout: \nstderr: fatal: refusing to merge unrelated histories\n", want: invalid},
		{name: "Mercurial hg pull from an unrelated repository", msg: "pulling from https://hg.example.org/tools\nsearching for changes\nabort: repository is unrelated", want: invalid},
		{name: "Mercurial hg push to an unrelated repository", msg: "pushing to ssh://hg@hg.example.org/tools\nsearching for changes\nabort: repository is unrelated", want: invalid},
		// Near misses: diverged histories stay premise.
		{name: "near miss: git pull --ff-only on diverged branches", msg: "fatal: Not possible to fast-forward, aborting.", want: premise},
		{name: "near miss: hg push creating a new remote head", msg: "abort: push creates new remote head 1a2b3c4d5e6f!\n(merge or see 'hg help push' for details about pushing new heads)", want: premise},
	})
}
