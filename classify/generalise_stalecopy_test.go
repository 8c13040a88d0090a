package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestStaleCopyRuling: a write refused because the copy it was based on is
// stale is premise in every service's words (staleref.go staleCopyReason);
// work still running, a lock held, or the server's own contention stays
// transient.
func TestStaleCopyRuling(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// Kubernetes' stale resourceVersion is the exception (k8s ruling,
		// codes.go): transient, TestKubernetesModifiedRuling.
		// A 412 on If-Match (RFC 9110 13.1.1), Zendesk's safe update, Cloud
		// Run's stale version, Slack's views hash, GitHub's contents sha.
		{"412 if-match", "http", 412, "", "HTTP/1.1 412 Precondition Failed\nETag: \"v9\"", rung.KindPremise},
		{"zendesk safe update", "http", 409, "", `{"error":"UpdateConflict","description":"Safe Update prevented the update due to outdated ticket data. Please fetch the latest ticket data and try again."}`, rung.KindPremise},
		{"cloud run stale version", "http", 409, "", "googleapi: Error 409: Conflict for resource 'checkout': version '1733115061262045' was specified but current version is '1733115099017723'", rung.KindPremise},
		{"slack hash_conflict", "http", 200, "hash_conflict", `{"ok":false,"error":"hash_conflict"}`, rung.KindPremise},
		{"github contents sha", "http", 409, "", `{"message":"docs/index.md does not match 4b825dc642cb6eb9a060e54bf8d69288fbee4904","documentation_url":"https://docs.github.com/rest/repos/contents#create-or-update-file-contents","status":"409"}`, rung.KindPremise},
		{"aws waf optimistic lock", "aws", 400, "WAFOptimisticLockException", "operation error WAFV2: UpdateIPSet, https response error StatusCode: 400, RequestID: 1, WAFOptimisticLockException: AWS WAF couldn’t save your changes because you tried to update or delete a resource that has changed since you last retrieved it. Get the resource again, make any changes you need to make to the new copy, and retry your operation.", rung.KindPremise},
		// Near misses that stay transient: kubectl apply reads the live
		// object on each run; the server's own quota object; a namespace
		// being emptied; a concurrent operation that asks for a later try;
		// a transaction conflict.
		{"kubectl apply", "", 0, "", "Error from server (Conflict): error when applying patch:\n{\"spec\":{\"replicas\":4}}\nto:\nResource: \"apps/v1, Resource=deployments\"\nfor: \"deploy.yaml\": error when patching \"deploy.yaml\": Operation cannot be fulfilled on deployments.apps \"web\": the object has been modified; please apply your changes to the latest version and try again", rung.KindTransient},
		{"resourcequota contention", "http", 409, "", `{"kind":"Status","apiVersion":"v1","status":"Failure","message":"Operation cannot be fulfilled on resourcequotas \"compute\": the object has been modified; please apply your changes to the latest version and try again","reason":"Conflict","code":409}`, rung.KindTransient},
		{"api gateway concurrent modification", "aws", 409, "ConflictException", "operation error API Gateway: PutIntegrationResponse, https response error StatusCode: 409, RequestID: 1, ConflictException: Unable to complete operation due to concurrent modification. Please try again later.", rung.KindTransient},
		{"dynamodb transaction conflict", "aws", 400, "TransactionCanceledException", "operation error DynamoDB: TransactWriteItems, https response error StatusCode: 400, RequestID: 1, TransactionCanceledException: Transaction cancelled, please refer cancellation reasons for specific reasons [TransactionConflict]", rung.KindTransient},
	})
}

// TestStaleCopyGitHubMerge: GitHub's merge with a sha the head moved past
// is the stale-copy ruling's premise (sets 9, 147 and 182); a base branch
// that moved during the merge, which asserted nothing, stays transient.
func TestStaleCopyGitHubMerge(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"409 head branch was modified", "http", 409, "", `{"message":"Head branch was modified. Review and try the merge again.","documentation_url":"https://docs.github.com/rest/pulls/pulls#merge-a-pull-request","status":"409"}`, rung.KindPremise},
		{"405 base branch was modified", "http", 405, "", `{"message":"Base branch was modified. Review and try the merge again.","documentation_url":"https://docs.github.com/rest/pulls/pulls#merge-a-pull-request","status":"405"}`, rung.KindTransient},
	})
}
