package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases374 runs held-out set 374: AWS long-tail services, from the vendors' docs, labelled blind.
// First run at 3ecc91b: 25/35 overall, 20/30 tricky.
// Tolerated: i374-efs-throughput-limit-exceeded: premise vs invalid (aws.go awsShape <Resource>LimitExceeded ruling: a count held, premise unless running work): EFS's text names a ceiling on the requested value, which that shape does not tell from an account count; left for the lead.
// Tolerated: i374-opensearch-invalid-type: conflict vs invalid (codes.go modeInvalid ruling: an invalid-request code under a specific status says less than the status): OpenSearch's 409 InvalidTypeException reads by its status.
// Tolerated: i374-rdsdata-transaction-still-running: invalid vs transient (raised.go ruling on better-sqlite3 "busy executing a query": a connection still running the program's own query is invalid): the Data API's "Transaction is still running a query" is the same situation, read the other way here; left for the lead.
func TestIndependentCases374(t *testing.T) {
	runIndependent(t, "testdata/independent374.jsonl", true, "i374-efs-throughput-limit-exceeded", "i374-opensearch-invalid-type", "i374-rdsdata-transaction-still-running")
}

// TestGeneralise374 checks the AWS classes set 374 fixed, each in other
// software's wordings, with near misses.
func TestGeneralise374(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// A permission the caller's identity lacks, or an account not allowed to act.
		{"ds insufficient permissions boto3", "aws", 400, "", "An error occurred (InsufficientPermissionsException) when calling the EnableDirectoryDataAccess operation: The account does not have sufficient permission to perform the operation.", rung.KindDenied},
		{"cloudtrail not management java", "aws", 400, "", "This exception is thrown when the account making the request is not the management account for an organization. (Service: CloudTrail, Status Code: 400, Request ID: 5b1c, Error Code: NotOrganizationManagementAccountException)", rung.KindDenied},
		{"insufficient privileges v1", "aws", 400, "", "InsufficientPrivilegesException: The caller lacks the privileges to perform this action.\n\tstatus code: 400, request id: 9f3e", rung.KindDenied},
		{"not delegated admin boto3", "aws", 400, "", "An error occurred (NotDelegatedAdministratorException) when calling the RegisterMember operation: The account is not a delegated administrator for this service.", rung.KindDenied},
		{"missing permission go v2", "aws", 400, "", "operation error Backup: StartScan, https response error StatusCode: 400, RequestID: 3c2d, MissingPermissionException: The role lacks the permission kms:Decrypt.", rung.KindDenied},
		// Stale version or revision.
		{"glue version mismatch boto3", "aws", 400, "", "An error occurred (VersionMismatchException) when calling the UpdateTable operation: There was a version conflict.", rung.KindPremise},
		{"codecommit parent outdated boto3", "aws", 400, "", "An error occurred (ParentCommitIdOutdatedException) when calling the PutFile operation: The file could not be added because the provided parent commit ID is not the current tip of the specified branch.", rung.KindPremise},
		{"iot version conflict java", "aws", 409, "", "The version for thing pump-3 does not match the expected version. (Service: Iot, Status Code: 409, Request ID: 71aa, Error Code: VersionConflictException)", rung.KindPremise},
		{"xray revision boto3", "aws", 400, "", "An error occurred (InvalidPolicyRevisionIdException) when calling the PutResourcePolicy operation: A policy revision id was provided which does not match the latest policy revision.", rung.KindPremise},
		{"revision mismatch v1", "aws", 409, "", "RevisionMismatchException: The revision you specified is not the latest one.\n\tstatus code: 409, request id: 0d1e", rung.KindPremise},
		// Unsupported edition or plan; an unsupported value.
		{"quicksight pricing plan boto3", "aws", 403, "", "An error occurred (UnsupportedPricingPlanException) when calling the GenerateEmbedUrlForAnonymousUser operation: This error indicates that you are calling an embedding operation in Amazon QuickSight without the required pricing plan on your AWS account.", rung.KindPremise},
		{"quicksight edition java", "aws", 403, "", "This operation is not supported for the STANDARD edition. (Service: QuickSight, Status Code: 403, Request ID: 8c1d, Error Code: UnsupportedUserEditionException)", rung.KindPremise},
		{"tier unsupported v1", "aws", 400, "", "UnsupportedTierException: The current tier does not include this feature.\n\tstatus code: 400, request id: 4e2f", rung.KindPremise},
		{"identity type not supported boto3", "aws", 403, "", "An error occurred (IdentityTypeNotSupportedException) when calling the GetDashboardEmbedUrl operation: The identity type specified isn't supported. Supported identity types include IAM and QUICKSIGHT.", rung.KindInvalid},
		{"unsupported image type v1", "aws", 400, "", "UnsupportedImageTypeException: The image type is not supported.\n\tstatus code: 400, request id: 2a9b", rung.KindInvalid},
		{"unsupported language go v2", "aws", 400, "", "operation error Comprehend: DetectSentiment, https response error StatusCode: 400, RequestID: 6f1a, UnsupportedLanguageException: Amazon Comprehend can't process the language of the input text.", rung.KindInvalid},
		// EFS file system with mount targets.
		{"efs in use boto3", "aws", 409, "", "An error occurred (FileSystemInUse) when calling the DeleteFileSystem operation: File system 'fs-12345678' has mount targets.", rung.KindPremise},
		{"efs in use java", "aws", 409, "", "File system 'fs-0abc1234' has mount targets. (Service: EFS, Status Code: 409, Request ID: 1f2e, Error Code: FileSystemInUse)", rung.KindPremise},
		// Near misses keep their reading.
		{"transaction conflict stays busy", "aws", 400, "", "operation error DynamoDB: UpdateItem, https response error StatusCode: 400, RequestID: 5T6Y, TransactionConflictException: Transaction is ongoing for the item", rung.KindTransient},
		{"malformed version id stays invalid", "aws", 400, "", "An error occurred (InvalidVersionIdException) when calling the GetObject operation: Invalid version id specified", rung.KindInvalid},
		{"access denied stays denied", "aws", 403, "", "An error occurred (AccessDeniedException) when calling the ListUsers operation: User is not authorized to perform quicksight:ListUsers", rung.KindDenied},
		// A delete of a file system already being deleted: the state the
		// delete was for holds (the lead's deleteUnderway, conflict); a
		// mount target created on it waits.
		{"file system being deleted, delete again", "aws", 409, "", "An error occurred (FileSystemInUse) when calling the DeleteFileSystem operation: File system 'fs-12345678' is being deleted.", rung.KindConflict},
		{"file system being deleted stays busy", "aws", 409, "", "An error occurred (FileSystemInUse) when calling the CreateMountTarget operation: File system 'fs-12345678' is being deleted.", rung.KindTransient},
	})
}
