package classify

import (
	"testing"
	"time"

	"github.com/rungkit/rung"
)

// TestIndependentCases199 runs held-out set 199: 35 documented failures (21 tricky) from HTTP and
// gRPC services: Slack Web API ok:false codes, GitHub REST (update-branch, teams, primary rate
// limit, Issues disabled), Stripe error codes, google.golang.org/api googleapi.Error texts (Sheets,
// Drive, YouTube, Calendar, Gmail), client-go StatusError messages and grpc-go statuses with
// errdetails (ErrorInfo, RetryInfo, BadRequest); labelled blind from each service's docs.
// First run at 58dc983: 31/35 overall, 17/21 tricky. Fixed by class: Slack's undo of a state
// already undone (snooze_not_active, in the slackCodes table); a branch head the call asserted that
// has moved (staleHeadWords, also under 422); a name that must be unique within a container of the
// world (conflictWords); client-go's AlreadyExists of an object still being deleted (k8stext.go);
// RetryInfo's retry_delay as tools render it (bodyDelay).
// Tolerated: none.
func TestIndependentCases199(t *testing.T) { runIndependent(t, "testdata/independent199.jsonl", true) }

// TestGeneralise199 guards set 199's fixes on other software's wording of the same facts, with
// near-misses that must keep their kind.
func TestGeneralise199(t *testing.T) {
	cases := []wordingCase{
		// Slack dnd.endSnooze "snooze_not_active: Snooze is not active."
		{"slack snooze_not_active", "http", 200, "", `{"ok":false,"error":"snooze_not_active"}`, rung.KindConflict},
		// Slack conversations.unarchive "not_archived", pins.remove "not_pinned": the same undo (earlier sets)
		{"slack not_pinned neighbour", "http", 200, "", `{"ok":false,"error":"not_pinned"}`, rung.KindConflict},
		// near-miss: Slack "not_in_channel" is a right the app lacks (it
		// is not a member), not an undo
		{"slack not_in_channel near-miss", "http", 200, "", `{"ok":false,"error":"not_in_channel"}`, rung.KindDenied},

		// GitLab API merge_requests/:iid/merge with sha: 409 "SHA does not match HEAD of source branch"
		{"gitlab merge sha moved", "http", 409, "", `{"message":"SHA does not match HEAD of source branch: 5f1c2e9a0b7d4c3e8f6a1b2c3d4e5f6a7b8c9d0e"}`, rung.KindPremise},
		// go-github's rendering of GitHub's update-branch 422 (pulls#update-a-pull-request-branch)
		{"go-github update-branch head moved", "http", 422, "", `PUT https://api.github.com/repos/acme/web/pulls/41/update-branch: 422 expected head sha didn't match current head ref. []`, rung.KindPremise},
		// neighbour: GitHub merge with sha, 409 "Head branch was modified" (sets 9, 147, 182)
		{"github merge head modified neighbour", "http", 409, "", `{"message":"Head branch was modified. Review and try the merge again.","documentation_url":"https://docs.github.com/rest/pulls/pulls#merge-a-pull-request","status":"409"}`, rung.KindPremise},
		// near-miss: a 422 whose sha argument is malformed stays invalid
		{"github 422 malformed sha near-miss", "http", 422, "", `{"message":"Validation Failed","errors":[{"resource":"PullRequest","code":"invalid","field":"expected_head_sha"}],"documentation_url":"https://docs.github.com/rest/pulls/pulls#update-a-pull-request-branch","status":"422"}`, rung.KindInvalid},

		// go-github callers match "Name must be unique for this org" (GitHub teams endpoint) in Error()
		{"go-github team name taken", "http", 422, "", `POST https://api.github.com/orgs/acme/teams: 422 Validation Failed [{Resource:Team Field:name Code:custom Message:Name must be unique for this org}]`, rung.KindConflict},
		// a project-scoped name in the same words (Grafana/Jira-style "must be unique within this project")
		{"name unique within this project", "", 0, "", `Board name must be unique within this project`, rung.KindConflict},
		// near-miss: Anthropic/OpenAI "tools: Tool names must be unique." is the call's own list
		{"tool names must be unique near-miss", "anthropic", 400, "invalid_request_error", `{"type":"error","error":{"type":"invalid_request_error","message":"tools: Tool names must be unique."}}`, rung.KindInvalid},

		// Helm (via client-go) printing the apiserver's message for a PVC still terminating
		{"helm object being deleted", "http", 409, "", `release tensorsec failed: object is being deleted: persistentvolumeclaims "tensorsec-mongodb" already exists`, rung.KindTransient},
		// kubectl's form of the same (earlier sets)
		{"kubectl object being deleted neighbour", "http", 409, "", `Error from server (AlreadyExists): error when creating "ns.yaml": object is being deleted: namespaces "ingress-nginx" already exists`, rung.KindTransient},
		// near-miss: a plain AlreadyExists from client-go stays conflict
		{"client-go already exists near-miss", "http", 409, "AlreadyExists", `deployments.apps "web" already exists`, rung.KindConflict},
	}
	runWordingCases(t, cases)
}

// TestRetryDelay199 reads google.rpc RetryInfo as tools render it.
func TestRetryDelay199(t *testing.T) {
	for _, tc := range []struct {
		name, protocol, code, msg string
		status                    int
		want                      time.Duration
	}{
		// grpc-go status with details appended as "[RetryInfo retry_delay=5s]"
		{"retry_delay=", "grpc", "UNAVAILABLE", "rpc error: code = Unavailable desc = The service is currently unavailable. [RetryInfo retry_delay=5s]", 0, 5 * time.Second},
		// the same as a YAML-ish "retry_delay: 12s"
		{"retry_delay: ", "grpc", "RESOURCE_EXHAUSTED", "rpc error: code = ResourceExhausted desc = Rate limit exceeded for quota metric 'requests per minute'. details: RetryInfo retry_delay: 12s", 0, 12 * time.Second},
		// google-genai (Python) ClientError's dict rendering of the JSON error
		{"python dict retryDelay", "http", "", "429 RESOURCE_EXHAUSTED. {'error': {'code': 429, 'message': 'Resource has been exhausted (e.g. check quota).', 'status': 'RESOURCE_EXHAUSTED', 'details': [{'@type': 'type.googleapis.com/google.rpc.RetryInfo', 'retryDelay': '21s'}]}}", 429, 21 * time.Second},
	} {
		r := Classify(Input{Protocol: tc.protocol, Status: tc.status, Code: tc.code, Message: tc.msg})
		if !r.HasRetryAfter || r.RetryAfter < tc.want {
			t.Errorf("%s: RetryAfter = %v (has %v), want >= %v; kind %s", tc.name, r.RetryAfter, r.HasRetryAfter, tc.want, r.Kind)
		}
	}
}
