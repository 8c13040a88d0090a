package classify

import "testing"

// First run at 1fbb2b05: 27/34 overall, 14/20 tricky.
// Fixed since: @actions/cache's refused reservation (conflict, generic.go
// conflictWords) and HCP Terraform's "workspace already locked" under the
// state-lock error (transient, statelock.go).
// Tolerated: i1230-tfc-policy-hard-failed: denied vs invalid (set 1172: "Organization Policy Check soft failed ... and ... hard failed" read denied, "an organization policy refuses the run"): a hard-mandatory policy cannot be overridden by anyone, so no authority unlocks it and only the configuration can change; not flipped alone.
// Tolerated: i1230-gitlab-yaml-invalid: invalid vs premise (no ruling; set 1198 reads a missing CI file premise): a broken .gitlab-ci.yml under GitLab's 400 base error reads as the request being wrong; both hold (the file is the agent's to fix, by a commit, not by the call's arguments); one wording, left.
// Tolerated: i1230-jenkins-not-parameterized: transient vs invalid: a one-off, Jenkins' IllegalStateException "This build is not parameterized!" under a 500; no class beyond this wording.
// Tolerated: i1230-argowf-template-undefined: unknown vs invalid: a one-off, Argo's validation "template name 'x' undefined"; no class stated beyond this wording.
// Tolerated: i1230-buildkite-no-pipeline-perm: premise vs denied: a one-off; Buildkite's 404 "No pipeline found" reads as missing, and the permission reading rests on one user's report, not Buildkite's docs.
func TestIndependentCases1230(t *testing.T) {
	runIndependent(t, "testdata/independent1230.jsonl", true, "i1230-tfc-policy-hard-failed", "i1230-gitlab-yaml-invalid",
		"i1230-jenkins-not-parameterized", "i1230-argowf-template-undefined", "i1230-buildkite-no-pipeline-perm")
}

// TestGeneralise1230CacheKeyTaken holds @actions/cache's refused
// reservation: the key is taken by an immutable entry, conflict. Near
// misses keep their kinds: the size limit (invalid) and a restore miss.
func TestGeneralise1230CacheKeyTaken(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "actions/cache post step warning", msg: "Failed to save: Unable to reserve cache with key Linux-w1230-node-3f2a, another job may be creating this cache.", want: conflict},
		{name: "toolkit ReserveCacheError with details", msg: "ReserveCacheError: Unable to reserve cache with key w1230-gradle-9c1e, another job may be creating this cache. More details: Cache already exists. Scope: refs/heads/main, Key: w1230-gradle-9c1e, Version: 4b2d", want: conflict},
		{name: "setup-go info line", msg: "Unable to reserve cache with key setup-go-Linux-w1230-go-1.22, another job may be creating this cache.", want: conflict},
		{name: "near miss: over the size limit", msg: "Failed to save: Cache size of ~10980 MB (11513364480 B) is over the 10GB limit, not saving cache.", want: invalid},
	})
}

// TestGeneralise1230CloudWorkspaceLocked holds HCP Terraform's cloud
// backend naming the lock's holder in words ("workspace already locked")
// rather than a Lock Info block: a held lock, transient. A lock call
// refused for permission keeps denied.
func TestGeneralise1230CloudWorkspaceLocked(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "cloud backend: workspace already locked", msg: "Error: Error acquiring the state lock\n\nError message: workspace already locked (lock ID: \"w1230-org/w1230-dns\")", want: transient},
		{name: "remote backend, terragrunt relaying", msg: "ERRO[0012] terraform invocation failed in /w1230/live/net\nError: Error acquiring the state lock\n\nError message: workspace already locked (lock ID: \"w1230-org/w1230-net\")\n\nTerraform acquires a state lock to protect the state from being written\nby multiple users at the same time.", want: transient},
		{name: "near miss: lock call refused for permission", protocol: "aws", status: 400, code: "AccessDeniedException",
			msg: "Error: Error acquiring the state lock\n\nError message: operation error DynamoDB: PutItem, https response error StatusCode: 400, RequestID: W1230, api error AccessDeniedException: User: arn:aws:iam::123012301230:user/w1230 is not authorized to perform: dynamodb:PutItem on resource: arn:aws:dynamodb:eu-west-1:123012301230:table/w1230-locks", want: denied},
	})
}
