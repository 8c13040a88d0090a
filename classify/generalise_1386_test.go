package classify

import "testing"

// First run at 04826766: 30/40 overall, 22/28 tricky.
// Tolerated: i1386-k8s-immutable-selector: invalid vs premise (ruling, set 615 and docs/taxonomy.md set 1234 row): a field immutable for every object of the kind, a Deployment's selector, stays invalid.
// Tolerated: i1386-gh-graphql-repo-notfound: denied vs premise (ruling, the lead after set 1148): GitHub's GraphQL NOT_FOUND on the repository itself reads denied, since a private repository the token cannot see answers the same.
// Tolerated: i1386-gh-graphql-repo-notfound-cli: denied vs premise (ruling, the lead after set 1148): the same NOT_FOUND as the gh CLI prints it.
// Tolerated: i1386-slack-sdk-not-in-channel: denied vs premise (ruling, the lead after sets 281 to 482): Slack's not_in_channel is a right the app lacks until invited.
// Tolerated: i1386-slack-not-in-channel-warning: denied vs premise (ruling, the lead after sets 281 to 482): the same code with a missing_charset warning.
// Tolerated: i1386-k8s-conflict-modified-crd: transient vs premise (ruling, the Kubernetes ruling): "the object has been modified" stays transient, unlike the other stale-copy conflicts.
// Tolerated: i1386-k8s-conflict-requeue: transient vs premise (ruling, the Kubernetes ruling): the same text wrapped by a controller's sync message.
func TestIndependentCases1386(t *testing.T) {
	runIndependent(t, "testdata/independent1386.jsonl", true, "i1386-k8s-immutable-selector", "i1386-gh-graphql-repo-notfound", "i1386-gh-graphql-repo-notfound-cli", "i1386-slack-sdk-not-in-channel", "i1386-slack-not-in-channel-warning", "i1386-k8s-conflict-modified-crd", "i1386-k8s-conflict-requeue")
}

// TestGeneralise1386K8sGenericForbidden: apimachinery's generic message for
// a 403 that came without a Status body, "the server does not allow access
// to the requested resource" (errors.NewGenericServerResponse), as kubectl,
// flannel and client-go callers print it, is an authority refusal whatever
// resource the bracket names; "(get resourcequotas)" must not read as a spent
// quota. Near misses: a ResourceQuota's own refusal stays premise, a 401's
// "asked for the client to provide credentials" stays denied, the 404 text
// stays premise.
func TestGeneralise1386K8sGenericForbidden(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"kubectl get quota", "exec", 1, "", "the server does not allow access to the requested resource (get resourcequotas)", denied},
		{"kubectl post pods", "exec", 1, "", "Error from server: the server does not allow access to the requested resource (post pods)", denied},
		{"flannel subnet manager", "", 0, "", "Failed to create SubnetManager: error retrieving pod spec for 'kube-system/kube-flannel-ds-abc123': the server does not allow access to the requested resource", denied},
		{"operator create", "go", 0, "", "failed to create resource: the server does not allow access to the requested resource", denied},
		{"near: quota exceeded", "exec", 1, "", `Error from server (Forbidden): error when creating "q.yaml": pods "p" is forbidden: exceeded quota: team-quota, requested: pods=1, used: pods=10, limited: pods=10`, premise},
		{"near: 401 credentials", "exec", 1, "", "error: You must be logged in to the server (the server has asked for the client to provide credentials)", denied},
		{"near: not found", "", 0, "", "Apply failed: the server could not find the requested resource", premise},
	})
}

// TestGeneralise1386StripeLockText: Stripe's lock_timeout sentence read
// without its code or status ("This object cannot be accessed right now
// because another API request or Stripe process is currently accessing it";
// Stripe: "If you see this error intermittently, retry the request"):
// another request holds the object's lock for now, transient. Near misses:
// a plain refusal of access keeps its kind.
func TestGeneralise1386StripeLockText(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"stripe lock text", "", 0, "", "This object cannot be accessed right now because another API request or Stripe process is currently accessing it", transient},
		{"stripe lock text with hint", "", 0, "", "This object cannot be accessed right now because another API request or Stripe process is currently accessing it. If you see this error intermittently, retry the request.", transient},
		{"stripe lock 429 body", "http", 429, "lock_timeout", `{"error":{"code":"lock_timeout","message":"This object cannot be accessed right now because another API request or Stripe process is currently accessing it.","type":"invalid_request_error"}}`, transient},
		{"near: access denied", "", 0, "", "Access denied: this object cannot be accessed by your account", denied},
	})
}

// TestGeneralise1386GitHubBranchHistoryRule: a merge that a branch rule
// holds until the head branch's own history fits it, GitHub's 405 "This
// branch must not contain merge commits." (Require linear history) and
// "Commits must have verified signatures." (Require signed commits): the
// branch must be rebased or re-signed first, premise, as the review and
// check rules. Near misses: a merge method the repository disallows stays
// invalid, a push restriction stays denied, a moved base stays transient.
func TestGeneralise1386GitHubBranchHistoryRule(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"linear history 405", "http", 405, "", `{"message":"This branch must not contain merge commits.","documentation_url":"https://docs.github.com/articles/about-protected-branches"}`, premise},
		{"signed commits 405", "http", 405, "", `{"message":"Commits must have verified signatures.","documentation_url":"https://docs.github.com/articles/about-protected-branches"}`, premise},
		{"near: squash disallowed", "http", 405, "", `{"message":"Squash merges are not allowed on this repository."}`, invalid},
		{"near: not authorized to push", "http", 405, "", `{"message":"You're not authorized to push to this branch."}`, denied},
		{"near: base branch modified", "http", 405, "", `{"message":"Base branch was modified. Review and try the merge again.","documentation_url":"https://docs.github.com/rest/pulls/pulls#merge-a-pull-request"}`, transient},
	})
}
