package classify

import "testing"

// First run at 9b4800e9: 19/24 overall, 7/11 tricky.
// Tolerated: i1462-botocore-endpoint-optin-region: transient vs premise (ruling): awsendpoint.go (set 1429) holds that a real region's unreachable endpoint stays a connection failure; the source names an opt-in region not enabled as one cause beside the network, and the text cannot tell them apart.
func TestIndependentCases1462(t *testing.T) {
	runIndependent(t, "testdata/independent1462.jsonl", true, "i1462-botocore-endpoint-optin-region")
}

// TestGeneralise1462AiohttpContentType: aiohttp's ContentTypeError as a
// Python tool reports it, with its status only in the text ("<status>,
// message='Attempt to decode JSON with unexpected mimetype: ...'",
// aiohttp client_reqrep.py ClientResponse.json): 0 or 2xx is an answer the
// tool cannot read (ambiguous), 5xx is the gateway's page (transient).
func TestGeneralise1462AiohttpContentType(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"status 0, text/plain", "", 0, "", "aiohttp.client_exceptions.ContentTypeError: 0, message='Attempt to decode JSON with unexpected mimetype: text/plain', url=URL('https://w1462.example/spec.yml')", ambiguous},
		{"status 200, text/html", "", 0, "", "200, message='Attempt to decode JSON with unexpected mimetype: text/html', url='https://w1462.example/api/items'", ambiguous},
		{"status 200 inside a sentence", "", 0, "", "fetch failed: ContentTypeError(200, message='Attempt to decode JSON with unexpected mimetype: application/octet-stream', url=URL('https://w1462.example/x'))", ambiguous},
		{"near miss: 502 page stays transient", "", 0, "", "502, message='Attempt to decode JSON with unexpected mimetype: text/html', url='https://w1462.example/api'", transient},
		{"near miss: other unexpected-type wording stays invalid", "", 0, "", "TypeError: unexpected type for argument 'limit': expected int, got str", invalid},
	})
}

// TestGeneralise1462SQLDrivers: asyncpg's one-operation-per-connection
// check is the program's bug (invalid, as pgx's "conn busy"); pg8000's
// InterfaceError("network error") is a dropped socket (transient).
// Sources: asyncpg connection checks, pg8000 core.py, sqlalche.me/e/20/rvf5.
func TestGeneralise1462SQLDrivers(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"asyncpg bare", "", 0, "", "asyncpg.exceptions._base.InterfaceError: cannot perform operation: another operation is in progress", invalid},
		{"asyncpg via SQLAlchemy on commit", "", 0, "", "sqlalchemy.exc.InterfaceError: (sqlalchemy.dialects.postgresql.asyncpg.InterfaceError) <class 'asyncpg.exceptions._base.InterfaceError'>: cannot perform operation: another operation is in progress\n[SQL: COMMIT]", invalid},
		{"pg8000 bare", "", 0, "", "pg8000.exceptions.InterfaceError: network error", transient},
		{"pg8000 via SQLAlchemy", "", 0, "", "(pg8000.exceptions.InterfaceError) network error\n[SQL: SELECT 1]", transient},
		{"near miss: a server's operation in progress stays a wait", "", 0, "", "Cannot start backup: another operation is in progress", transient},
		{"near miss: libpq's connection loss stays transient", "", 0, "", "(psycopg2.OperationalError) server closed the connection unexpectedly\n\tThis probably means the server terminated abnormally\n\tbefore or while processing the request.", transient},
	})
}

// TestGeneralise1462AWSRegionMisspelt: an endpoint host whose region label
// no AWS region can have (a direction word or geography AWS does not use)
// was made by a misspelt --region: invalid. Real regions, legacy dashed S3
// hosts and bucket names stay a connection failure.
func TestGeneralise1462AWSRegionMisspelt(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"eu-center-1", "", 0, "", `Could not connect to the endpoint URL: "https://sts.eu-center-1.amazonaws.com/"`, invalid},
		{"us-est-2", "", 0, "", `botocore.exceptions.EndpointConnectionError: Could not connect to the endpoint URL: "https://s3.us-est-2.amazonaws.com/my-bucket"`, invalid},
		{"aws cli exit 255, misspelt direction", "exec", 255, "", "\nCould not connect to the endpoint URL: \"https://dynamodb.eu-centrl-1.amazonaws.com/\"\n", invalid},
		{"geo typo ue-west-1", "", 0, "", `Could not connect to the endpoint URL: "https://lambda.ue-west-1.amazonaws.com/2015-03-31/functions"`, invalid},
		{"near miss: real region stays transient", "", 0, "", `Could not connect to the endpoint URL: "https://sts.eu-central-1.amazonaws.com/"`, transient},
		{"near miss: gov region stays transient", "", 0, "", `Could not connect to the endpoint URL: "https://ec2.us-gov-west-1.amazonaws.com/"`, transient},
		{"near miss: legacy s3-us-west-2 host", "", 0, "", `Could not connect to the endpoint URL: "https://s3-us-west-2.amazonaws.com/bucket"`, transient},
		{"near miss: bucket label shaped like a region", "", 0, "", `Could not connect to the endpoint URL: "https://my-bucket-1.s3.amazonaws.com/"`, transient},
	})
}
