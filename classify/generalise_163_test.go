package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise163 checks set 163's fixed classes in other software's
// words, with near-misses that keep their kind:
//   - a delete refused because the object is the one in service (active,
//     running, the default): it must leave that state first: premise
//     (removalRefusedInUse, appwords.go);
//   - a refusal that names Ready as the state the operation needs, while
//     the resource works towards it: transient (stateShapes, standing.go).
func TestGeneralise163(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// GitHub REST DELETE /repos/{owner}/{repo}/deployments/{id}
		// (docs.github.com rest/deployments/deployments#delete-a-deployment:
		// "you can only delete inactive deployments").
		{"github delete active deployment (set 163)", "http", 422, "", `{"message":"Validation Failed","errors":["We cannot delete an active deployment unless it is the only deployment in a given environment."],"documentation_url":"https://docs.github.com/rest/deployments/deployments#delete-a-deployment","status":"422"}`, rung.KindPremise},
		// AWS IAM DeletePolicyVersion of the default version (IAM API
		// reference DeletePolicyVersion: "you cannot delete the default
		// version from a policy using this operation"), DeleteConflict.
		{"iam delete default policy version", "aws", 409, "DeleteConflict", "operation error IAM: DeletePolicyVersion, https response error StatusCode: 409, RequestID: 1b2c3d4e-5f60-4718-9a2b-3c4d5e6f7a8b, DeleteConflict: Cannot delete the default version of a policy.", rung.KindPremise},
		// Docker Engine API DELETE /containers/{id} without force (moby
		// daemon/delete.go: a running container must be stopped first).
		{"docker remove running container", "http", 409, "", `{"message":"You cannot remove a running container 3f2e9a1c7b4d. Stop the container before attempting removal or force remove"}`, rung.KindPremise},
		// The same refusal as plain text from a tool.
		{"plain text: delete the default version", "", 0, "", "error: cannot delete the default version of launch template lt-0abc123: set another version as the default first", rung.KindPremise},
		// Near-misses that keep their kind.
		{"github validation: missing field stays invalid", "http", 422, "", `{"message":"Validation Failed","errors":[{"resource":"Issue","code":"missing_field","field":"title"}],"documentation_url":"https://docs.github.com/rest/issues/issues#create-an-issue","status":"422"}`, rung.KindInvalid},
		{"github validation: already exists stays conflict", "http", 422, "", `{"message":"Validation Failed","errors":[{"resource":"Release","code":"already_exists","field":"tag_name"}],"documentation_url":"https://docs.github.com/rest/releases/releases#create-a-release","status":"422"}`, rung.KindConflict},
		{"docker remove missing container stays premise", "http", 404, "", `{"message":"No such container: 3f2e9a1c7b4d"}`, rung.KindPremise},

		// AWS Elastic Beanstalk while an update runs (EnvironmentDescription
		// Status: "Updating: Environment is in the process of updating ...",
		// "Ready: Environment is available to have an action performed on
		// it"), for three of its operations.
		{"beanstalk update while updating (set 163)", "aws", 400, "InvalidParameterValue", "operation error Elastic Beanstalk: UpdateEnvironment, https response error StatusCode: 400, RequestID: 3f2e1d0c-b9a8-4765-8432-10fedcba9876, api error InvalidParameterValue: Environment named shop-prod is in an invalid state for this operation. Must be Ready.", rung.KindTransient},
		{"beanstalk restart app server while launching", "aws", 400, "InvalidParameterValue", "operation error Elastic Beanstalk: RestartAppServer, https response error StatusCode: 400, RequestID: 8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d, api error InvalidParameterValue: Environment named api-staging is in an invalid state for this operation. Must be Ready.", rung.KindTransient},
		{"beanstalk swap cnames (boto3 text)", "", 0, "", "An error occurred (InvalidParameterValue) when calling the SwapEnvironmentCNAMEs operation: Environment named web-green is in an invalid state for this operation. Must be Ready.", rung.KindTransient},
		// Near-misses: states nobody leaves by waiting stay premise; a
		// resource "not ready" stays transient.
		{"kms pending deletion stays premise", "aws", 400, "KMSInvalidStateException", "operation error KMS: Decrypt, https response error StatusCode: 400, RequestID: 9d1f3b5c-7e9a-4b1d-83f5-b7d9f1a3c5e7, KMSInvalidStateException: arn:aws:kms:us-east-1:123456789012:key/1234abcd-12ab-34cd-56ef-1234567890ab is pending deletion.", rung.KindPremise},
		{"stripe intent state stays premise", "http", 400, "payment_intent_unexpected_state", `{"error":{"code":"payment_intent_unexpected_state","message":"This PaymentIntent's payment_method could not be updated because it has a status of succeeded. You may only update the payment_method of a PaymentIntent with one of the following statuses: requires_payment_method, requires_confirmation, requires_action.","type":"invalid_request_error"}}`, rung.KindPremise},
		{"gce resource not ready stays transient", "http", 400, "resourceNotReady", "googleapi: Error 400: The resource 'projects/p/global/networks/vpc-1' is not ready, resourceNotReady", rung.KindTransient},
	})
}

// TestIndependentCases163 runs held-out set 163: documented failures in the
// dev sample's proportions from services earlier sets had not used (WAFv2,
// GuardDuty, Elastic Beanstalk, IoT Data Plane, Translate, Secret Manager,
// IAM Credentials, Cloud Build, Bigtable, Distance Matrix, PostgreSQL,
// OpenAI fine-tuning and structured outputs, Anthropic streaming, GitHub
// deployments/branch policies/Projects v2, Slack pins and EKM, Stripe Tax,
// Kubernetes NetworkPolicy and quota, the MCP spec's tool errors, Go), in
// the form aws-sdk-go-v2, grpc-go, pgx, anthropic-sdk-go and the services
// print them, labelled from each service's docs before the classifier was
// read.
// First run at 39b22c4: 30/35 overall, 16/21 tricky. Fixed by class: a
// delete refused because the object is the one in service ("cannot delete
// an active deployment", appwords.go removalRefusedInUse) is premise; a
// refusal that names Ready as the needed state ("in an invalid state for
// this operation. Must be Ready.", standing.go) is transient.
// i163-aws-wafv2-updateipset-optimistic-lock and
// i163-aws-iotdata-updatethingshadow-version missed on the first run and
// pass since the stale-copy ruling (staleref.go).
// Tolerated:
// i163-github-303-branch-policy-exists passes since the 303 ruling (httppreset.go).
func TestIndependentCases163(t *testing.T) {
	runIndependent(t, "testdata/independent163.jsonl", true)
}
