package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases244 runs held-out set 244: documented, tricky-weighted (26/35) lines from AWS (aws-sdk-go-v2), OpenAI (openai-go v3), Anthropic (anthropic-sdk-go v2), Gemini (genai APIError), Slack, Stripe (stripe-go), GitHub (go-github), Kubernetes (client-go StatusError), googleapi.Error, grpc-go and the MCP spec, labelled blind from each vendor's docs.
// First run at 686f7c5: 35/35 overall, 26/26 tricky. Fixed by class from its neighbours: a LimitRange refusal for a PersistentVolumeClaim or a limit-to-request ratio is invalid like the Container/Pod ones.
// Tolerated: none.
func TestIndependentCases244(t *testing.T) { runIndependent(t, "testdata/independent244.jsonl", true) }

// TestLimitRangeRefusal244: every LimitRange rule (k8s.io/kubernetes
// plugin/pkg/admission/limitranger: "minimum|maximum <res> usage per
// <Container|Pod|PersistentVolumeClaim> is X, but request|limit is Y" and
// "<res> max limit to request ratio per <type> is X, but ...") refuses the
// object as written, on a 403: invalid, fix the spec. A ResourceQuota that is
// full stays premise, RBAC stays denied, a storage class that cannot resize
// stays premise.
func TestLimitRangeRefusal244(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// limitranger maxConstraint, limitType PersistentVolumeClaim.
		{"pvc max storage", "http", 403, "Forbidden", `persistentvolumeclaims "data-0" is forbidden: maximum storage usage per PersistentVolumeClaim is 50Gi, but request is 100Gi`, rung.KindInvalid},
		// limitranger minConstraint, limitType PersistentVolumeClaim, via kubectl.
		{"kubectl pvc min storage", "", 0, "", `Error from server (Forbidden): error when creating "pvc.yaml": persistentvolumeclaims "scratch" is forbidden: minimum storage usage per PersistentVolumeClaim is 1Gi, but request is 100Mi`, rung.KindInvalid},
		// limitranger limitRequestRatioConstraint (Container and Pod).
		{"container ratio", "http", 403, "Forbidden", `pods "api-5c8d" is forbidden: memory max limit to request ratio per Container is 2, but provided ratio is 4.000000`, rung.KindInvalid},
		{"pod ratio no request", "http", 403, "Forbidden", `pods "api-5c8d" is forbidden: cpu max limit to request ratio per Pod is 4, but no request is specified or request is 0`, rung.KindInvalid},
		// The existing Container/Pod rows keep their kind.
		{"container min memory", "http", 403, "Forbidden", `pods "x" is forbidden: minimum memory usage per Container is 64Mi, but request is 32Mi`, rung.KindInvalid},
		// Near misses: a full ResourceQuota (kubernetes.io resource-quotas:
		// "403 FORBIDDEN"), RBAC, a storage class that cannot resize.
		{"pvc quota full", "http", 403, "Forbidden", `persistentvolumeclaims "data-0" is forbidden: exceeded quota: storage, requested: requests.storage=100Gi, used: requests.storage=400Gi, limited: requests.storage=500Gi`, rung.KindPremise},
		{"rbac", "http", 403, "Forbidden", `persistentvolumeclaims is forbidden: User "system:serviceaccount:agents:runner" cannot create resource "persistentvolumeclaims" in API group "" in the namespace "prod"`, rung.KindDenied},
		{"pvc resize unsupported", "http", 403, "Forbidden", `persistentvolumeclaims "data-0" is forbidden: only dynamically provisioned pvc can be resized and the storageclass that provisions the pvc must support resize`, rung.KindPremise},
	})
}

// TestSet244Neighbours: other software's wording of the classes set 244
// covers, held at their kind (all passed before any change).
func TestSet244Neighbours(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// apiserver registry store.go: "object is being deleted: %s" on AlreadyExists.
		{"k8s secret being deleted", "http", 409, "AlreadyExists", `object is being deleted: secrets "db-creds" already exists`, rung.KindTransient},
		{"kubectl ns being deleted", "", 0, "", `Error from server (AlreadyExists): object is being deleted: namespaces "agents" already exists`, rung.KindTransient},
		{"k8s ns exists", "http", 409, "AlreadyExists", `namespaces "agents" already exists`, rung.KindConflict},
		// grpc doc/statuscodes.md: message larger than configured limit, sending side.
		{"grpc send too large", "grpc", 0, "RESOURCE_EXHAUSTED", "rpc error: code = ResourceExhausted desc = grpc: trying to send message larger than max (5242880 vs. 4194304)", rung.KindInvalid},
		// Google APIs (googleapi.Error): a daily quota vs per-user/per-minute rates.
		{"googleapi daily limit", "http", 403, "dailyLimitExceeded", "googleapi: Error 403: Daily Limit Exceeded. The quota will be reset at midnight Pacific Time (PT). You may monitor your quota usage and adjust limits in the API Console: https://console.developers.google.com/apis/api/youtube.googleapis.com/quotas?project=1, dailyLimitExceeded", rung.KindPremise},
		{"gmail 429 user rate", "http", 429, "rateLimitExceeded", "googleapi: Error 429: User-rate limit exceeded.  Retry after 2026-12-03T10:00:00.000Z, rateLimitExceeded", rung.KindTransient},
		{"calendar 403 rate", "http", 403, "rateLimitExceeded", "googleapi: Error 403: Rate Limit Exceeded, rateLimitExceeded", rung.KindTransient},
		{"sheets 429 per minute", "http", 429, "rateLimitExceeded", "googleapi: Error 429: Quota exceeded for quota metric 'Read requests' and limit 'Read requests per minute per user' of service 'sheets.googleapis.com' for consumer 'project_number:1'., rateLimitExceeded", rung.KindTransient},
		// Already done: Stripe error codes, Slack pins.add / conversations.archive, GitHub refs and labels.
		{"stripe already captured", "http", 400, "charge_already_captured", `{"code":"charge_already_captured","doc_url":"https://stripe.com/docs/error-codes/charge-already-captured","status":400,"message":"Charge ch_1 has already been captured.","param":"charge","request_id":"req_1","type":"invalid_request_error"}`, rung.KindConflict},
		{"slack already_pinned", "http", 200, "already_pinned", `{"ok":false,"error":"already_pinned"}`, rung.KindConflict},
		{"slack already_archived", "http", 200, "already_archived", `{"ok":false,"error":"already_archived"}`, rung.KindConflict},
		{"github ref exists", "http", 422, "", "POST https://api.github.com/repos/acme/web/git/refs: 422 Reference already exists []", rung.KindConflict},
		{"github label exists", "http", 422, "already_exists", "POST https://api.github.com/repos/acme/web/labels: 422 Validation Failed [{Resource:Label Field:name Code:already_exists Message:}]", rung.KindConflict},
		// Slack conversations.invite channel_is_archived; GitHub primary limit on 429.
		{"slack channel_is_archived", "http", 200, "channel_is_archived", `{"ok":false,"error":"channel_is_archived"}`, rung.KindPremise},
		{"github 429 primary", "http", 429, "", "GET https://api.github.com/repos/acme/web/pulls: 429 API rate limit exceeded for installation ID 77. [rate reset in 5m00s]", rung.KindTransient},
		// AWS: a function mid-transition vs one that exists; stack states.
		{"lambda pending", "aws", 409, "ResourceConflictException", "operation error Lambda: PublishVersion, https response error StatusCode: 409, RequestID: 1, ResourceConflictException: The operation cannot be performed at this time. The function is currently in the following state: Pending", rung.KindTransient},
		{"lambda exists", "aws", 409, "ResourceConflictException", "operation error Lambda: CreateFunction, https response error StatusCode: 409, RequestID: 1, ResourceConflictException: Function already exist: resize-images", rung.KindConflict},
		{"cfn cleanup in progress", "aws", 400, "ValidationError", "operation error CloudFormation: UpdateStack, https response error StatusCode: 400, RequestID: 1, api error ValidationError: Stack:arn:aws:cloudformation:us-east-1:1:stack/web/1 is in UPDATE_COMPLETE_CLEANUP_IN_PROGRESS state and can not be updated.", rung.KindTransient},
		{"cfn rollback complete", "aws", 400, "ValidationError", "operation error CloudFormation: UpdateStack, https response error StatusCode: 400, RequestID: 1, api error ValidationError: Stack:arn:aws:cloudformation:us-east-1:1:stack/web/1 is in ROLLBACK_COMPLETE state and can not be updated.", rung.KindPremise},
		// AWS 400s that are missing objects (ECS, Kinesis); deletes blocked by dependents (S3, IAM).
		{"ecs cluster not found", "aws", 400, "ClusterNotFoundException", "operation error ECS: RunTask, https response error StatusCode: 400, RequestID: 1, ClusterNotFoundException: Cluster not found.", rung.KindPremise},
		{"kinesis stream not found", "aws", 400, "ResourceNotFoundException", "operation error Kinesis: PutRecord, https response error StatusCode: 400, RequestID: 1, ResourceNotFoundException: Stream orders under account 123456789012 not found.", rung.KindPremise},
		{"iam delete conflict", "aws", 409, "DeleteConflict", "operation error IAM: DeleteRole, https response error StatusCode: 409, RequestID: 1, api error DeleteConflict: Cannot delete entity, must detach all policies first.", rung.KindPremise},
		// MCP tool text carrying an upstream 429 (axios wording).
		{"mcp axios 429", "mcp", 0, "isError", `{"content":[{"type":"text","text":"Request failed with status code 429"}],"isError":true}`, rung.KindTransient},
		// Gemini: an expired key under INVALID_ARGUMENT; a SAFETY stop on a 200.
		{"gemini key expired", "grpc", 400, "INVALID_ARGUMENT", "Error 400, Message: API key expired. Please renew the API key., Status: INVALID_ARGUMENT, Details: [map[@type:type.googleapis.com/google.rpc.ErrorInfo domain:googleapis.com metadata:map[service:generativelanguage.googleapis.com] reason:API_KEY_INVALID]]", rung.KindDenied},
		{"gemini safety", "", 200, "", `{"candidates":[{"finishReason":"SAFETY","index":0,"safetyRatings":[{"category":"HARM_CATEGORY_DANGEROUS_CONTENT","probability":"HIGH","blocked":true}]}],"usageMetadata":{"promptTokenCount":40,"totalTokenCount":40}}`, rung.KindAmbiguous},
	})
}
