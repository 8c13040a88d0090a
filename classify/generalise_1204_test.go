package classify

import "testing"

// First run at ab377e10: 25/32 overall, 11/17 tricky.
func TestIndependentCases1204(t *testing.T) {
	runIndependent(t, "testdata/independent1204.jsonl", true)
}

// TestGeneralise1204ConflictingRRSet: Route 53's CNAME rule in its present
// wording names a record of another type that already holds the DNS name:
// premise, as the older "conflicts with other records"; the step's own
// record already there stays conflict.
func TestGeneralise1204ConflictingRRSet(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{protocol: "aws", status: 400, code: "InvalidChangeBatch",
			msg: "operation error Route 53: ChangeResourceRecordSets, https response error StatusCode: 400, RequestID: 0d6f, InvalidChangeBatch: [RRSet of type TXT with DNS name _acme.w1204.example.net. is not permitted because a conflicting RRSet of type CNAME with the same DNS name already exists in zone w1204.example.net.]", want: premise},
		{protocol: "aws", code: "InvalidChangeBatch",
			msg: "InvalidChangeBatch: [RRSet of type CNAME with DNS name app.w1204.example.org. is not permitted because a conflicting RRSet of type A with the same DNS name already exists in zone w1204.example.org.]", want: premise},
		// Near misses: the step's own record, and S3's conflicting operation.
		{protocol: "aws", status: 400, code: "InvalidChangeBatch",
			msg: "InvalidChangeBatch: [Tried to create resource record set [name='app.w1204.example.org.', type='A'] but it already exists]", want: conflict},
		{protocol: "aws", status: 409, code: "OperationAborted",
			msg: "api error OperationAborted: A conflicting conditional operation is currently in progress against this resource. Please try again.", want: transient},
	})
}

// TestGeneralise1204StaleValues: a write whose values are not the record's
// current ones (Route 53's DELETE with stale values) is the stale-copy
// ruling, premise, under the validation code; a value that does not match
// a format or a confirmation keeps invalid.
func TestGeneralise1204StaleValues(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{protocol: "aws", status: 400, code: "InvalidChangeBatch",
			msg: "operation error Route 53: ChangeResourceRecordSets, https response error StatusCode: 400, RequestID: 7a1c, InvalidChangeBatch: [Tried to delete resource record set [name='mail.w1204.example.net.', type='MX'] but the values provided do not match the current values]", want: premise},
		{protocol: "aws", code: "InvalidChangeBatch",
			msg: "An error occurred (InvalidChangeBatch) when calling the ChangeResourceRecordSets operation: [Tried to delete resource record set [name='w1204.example.org.', type='TXT'] but the values provided do not match the current values]", want: premise},
		{protocol: "http", status: 400,
			msg: `{"error":"the expected value does not match the current value of setting w1204.retention"}`, want: premise},
		// Near misses: a format and a confirmation stay invalid.
		{protocol: "http", status: 400,
			msg: `{"error":"the values provided do not match the expected format"}`, want: invalid},
		{protocol: "http", status: 400,
			msg: `{"error":"Passwords do not match"}`, want: invalid},
	})
}

// TestGeneralise1204AuthMode: a resource's own authentication mode that
// must change before the operation (EKS access entries) is premise under
// the generic invalid code; a request field's allowed values stay invalid.
func TestGeneralise1204AuthMode(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{protocol: "aws", status: 400, code: "InvalidRequestException",
			msg: "operation error EKS: AssociateAccessPolicy, https response error StatusCode: 400, RequestID: 51c2, InvalidRequestException: The cluster's authentication mode must be set to one of [API, API_AND_CONFIG_MAP] to perform this operation.", want: premise},
		{protocol: "aws", code: "InvalidRequestException",
			msg: "An error occurred (InvalidRequestException) when calling the ListAccessEntries operation: The cluster's authentication mode must be set to one of [API, API_AND_CONFIG_MAP] to perform this operation.", want: premise},
		// Near miss: the request's own field.
		{protocol: "aws", status: 400, code: "InvalidParameterException",
			msg: "InvalidParameterException: authenticationMode must be one of [API, API_AND_CONFIG_MAP, CONFIG_MAP]", want: invalid},
	})
}

// TestGeneralise1204IncompleteAPI: API Gateway refuses to deploy an API
// that lacks a method or an integration: premise, under
// BadRequestException; a deployment's own bad argument stays invalid.
func TestGeneralise1204IncompleteAPI(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{protocol: "aws", status: 400, code: "BadRequestException",
			msg: "operation error API Gateway: CreateDeployment, https response error StatusCode: 400, RequestID: 3b9e, BadRequestException: No integration defined for method", want: premise},
		{protocol: "aws", code: "BadRequestException",
			msg: "An error occurred (BadRequestException) when calling the CreateDeployment operation: No integration defined for method", want: premise},
		{protocol: "aws", status: 400, code: "BadRequestException",
			msg: "operation error API Gateway: CreateDeployment, https response error StatusCode: 400, RequestID: 3b9f, BadRequestException: The REST API doesn't contain any methods", want: premise},
		// Near miss: a deployment argument the service rejects.
		{protocol: "aws", status: 400, code: "BadRequestException",
			msg: "BadRequestException: Stage name only allows a-zA-Z0-9_", want: invalid},
	})
}

// TestGeneralise1204StatusAlready: a refusal of an act whose next sentence
// gives the object's status as that act's result is conflict, under a
// denied code too (Cognito's NotAuthorizedException for a user already
// confirmed); a status that only blocks the act, and a wrong password,
// keep their readings.
func TestGeneralise1204StatusAlready(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{protocol: "aws", status: 400, code: "NotAuthorizedException",
			msg: "operation error Cognito Identity Provider: ConfirmSignUp, https response error StatusCode: 400, RequestID: 6c1d, NotAuthorizedException: User cannot be confirmed. Current status is CONFIRMED", want: conflict},
		{protocol: "aws", code: "NotAuthorizedException",
			msg: "An error occurred (NotAuthorizedException) when calling the AdminConfirmSignUp operation: User cannot be confirmed. Current status is CONFIRMED", want: conflict},
		{protocol: "http", status: 422,
			msg: `{"error":"Order w1204-77 cannot be cancelled. Current status is CANCELLED"}`, want: conflict},
		// Near misses: a status that blocks the act, and a refused credential.
		{protocol: "aws", status: 400, code: "NotAuthorizedException",
			msg: "NotAuthorizedException: User cannot be confirmed. Current status is FORCE_CHANGE_PASSWORD", want: denied},
		{protocol: "aws", status: 400, code: "NotAuthorizedException",
			msg: "NotAuthorizedException: Incorrect username or password.", want: denied},
		{protocol: "http", status: 422,
			msg: `{"error":"Order w1204-78 cannot be cancelled. Current status is SHIPPED"}`, want: premise},
	})
}

// TestGeneralise1204ObjectTier: a tier the call sets on its own object
// ("upgrade the parameter to use the advanced-parameter tier") is an
// argument, invalid; an upgrade of the account's plan or tier stays
// premise.
func TestGeneralise1204ObjectTier(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{protocol: "aws", status: 400, code: "ValidationException",
			msg: "operation error SSM: PutParameter, https response error StatusCode: 400, RequestID: 2e7a, api error ValidationException: Standard tier parameters support a maximum parameter value of 4096 characters. To create a larger parameter value, upgrade the parameter to use the advanced-parameter tier. For more information, see https://docs.aws.amazon.com/systems-manager/latest/userguide/parameter-store-advanced-parameters.html", want: invalid},
		{protocol: "aws", code: "ValidationException",
			msg: "An error occurred (ValidationException) when calling the PutParameter operation: Standard tier parameters support a maximum parameter value of 4096 characters. To create a larger parameter value, upgrade the parameter to use the advanced-parameter tier.", want: invalid},
		// Near misses: the account's plan or tier.
		{protocol: "http", status: 403,
			msg: `{"error":"Webhooks are not available on your current tier. Please upgrade the workspace plan to enable them."}`, want: premise},
		{protocol: "http", status: 400,
			msg: `{"message":"This feature is not available on the free tier: upgrade the plan to continue"}`, want: premise},
	})
}
