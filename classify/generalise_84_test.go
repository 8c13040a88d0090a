package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise84 checks the tricky classes of set 84 in other software's
// words: a state that passes with time behind a generic code, a record
// already present behind a batch-validation code, a name held by a
// deleted-but-recoverable object (generic.go wrongStateWords), a key that is
// not enabled, a branch that cannot be merged, and a refund already made
// with an adverb between "already been" and the participle (appwords.go
// alreadyWords). Set 84 had no misses on its first run; the Azure Key Vault
// and PayPal lines missed before those two entries.
func TestGeneralise84(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// Set 84's lines.
		{"aws cloudformation update in progress (set 84)", "aws", 400, "ValidationError", "operation error CloudFormation: UpdateStack, https response error StatusCode: 400, RequestID: 0b7e1d44-2c9a-4f1e-b3a8-77c15e2d9f30, api error ValidationError: Stack:arn:aws:cloudformation:us-east-1:123456789012:stack/orders-prod/5e2f8a10-9c1d-11ef-8a3b-0affd1c2b3e4 is in UPDATE_IN_PROGRESS state and can not be updated.", rung.KindTransient},
		{"aws secrets manager scheduled for deletion (set 84)", "aws", 400, "InvalidRequestException", "operation error Secrets Manager: CreateSecret, https response error StatusCode: 400, RequestID: 7e6d5c4b-3a29-4180-9f7e-6d5c4b3a2918, InvalidRequestException: You can't create this secret because a secret with this name is already scheduled for deletion.", rung.KindPremise},
		// Azure Resource Manager, 409 AnotherOperationInProgress
		// (learn.microsoft.com/azure/azure-resource-manager/troubleshooting/common-deployment-errors).
		{"azure another operation in progress", "http", 409, "AnotherOperationInProgress", `{"error":{"code":"AnotherOperationInProgress","message":"Another operation on this or dependent resource is in progress. To retrieve status of the operation use uri: https://management.azure.com/subscriptions/00000000-0000-0000-0000-000000000000/providers/Microsoft.Network/locations/eastus/operations/3f9b1c2d-4e5f-6a7b-8c9d-0e1f2a3b4c5d?api-version=2023-09-01."}}`, rung.KindTransient},
		// AWS Route 53 ChangeResourceRecordSets CREATE of a record that exists.
		{"aws route53 record already exists", "aws", 400, "InvalidChangeBatch", "operation error Route 53: ChangeResourceRecordSets, https response error StatusCode: 400, RequestID: 4b5c6d7e-8f90-4a1b-b2c3-d4e5f6a7b8c9, InvalidChangeBatch: [Tried to create resource record set [name='api.example.com.', type='A'] but it already exists]", rung.KindConflict},
		// Azure Key Vault, a secret name held by a soft-deleted secret.
		{"azure key vault deleted but recoverable", "http", 409, "Conflict", `{"error":{"code":"Conflict","message":"Secret db-password is currently in a deleted but recoverable state, and its name cannot be reused; in this state, the secret can only be recovered or purged.","innererror":{"code":"ObjectIsDeletedButRecoverable"}}}`, rung.KindPremise},
		// Google Cloud KMS Decrypt with a disabled key version.
		{"gcp kms key version not enabled", "grpc", 0, "FailedPrecondition", "rpc error: code = FailedPrecondition desc = projects/acme-prod/locations/global/keyRings/app/cryptoKeys/db/cryptoKeyVersions/3 is not enabled, current state is: DISABLED.", rung.KindPremise},
		// Azure Key Vault decrypt with a disabled key: 403 Forbidden,
		// innererror KeyDisabled.
		{"azure key vault disabled key", "http", 403, "Forbidden", `{"error":{"code":"Forbidden","message":"Operation decrypt is not allowed on a disabled key.","innererror":{"code":"KeyDisabled"}}}`, rung.KindPremise},
		// MySQL through go-sql-driver/mysql: the server's connection limit.
		{"mysql too many connections", "", 0, "", "Error 1040 (08004): Too many connections", rung.KindTransient},
		// GitLab PUT /projects/:id/merge_requests/:iid/merge on a conflicting branch.
		{"gitlab branch cannot be merged", "http", 406, "", `{"message":"Branch cannot be merged"}`, rung.KindPremise},
		// Stripe's code for the same act (set 84).
		{"stripe charge already refunded (set 84)", "http", 400, "charge_already_refunded", `{"error":{"code":"charge_already_refunded","message":"Charge ch_3PqXk2LkdIwHu7ix1aB2cD3e has already been refunded.","param":"charge","type":"invalid_request_error"}}`, rung.KindConflict},
		// PayPal refund of a capture already refunded
		// (developer.paypal.com/api/rest/reference/orders/v2/errors).
		{"paypal capture fully refunded", "http", 422, "UNPROCESSABLE_ENTITY", `{"name":"UNPROCESSABLE_ENTITY","details":[{"issue":"CAPTURE_FULLY_REFUNDED","description":"The capture has already been fully refunded"}],"message":"The requested action could not be performed, semantically incorrect, or failed business validation.","debug_id":"9f2c1a7e3b4d5"}`, rung.KindConflict},
	})
}
