package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases395 runs held-out set 395: AWS core services' uncommon error codes (third draw), from the vendors' docs, labelled blind.
// First run at 0e892a2: 23/35 overall, 14/25 tricky.
// Tolerated: i395-s3-invalidpayer: premise vs denied (set 8, aws-s3-alldisabled, labels S3's "All access to this Amazon S3 resource has been disabled" premise): the same wording about an object; an earlier label, not changed here.
// Tolerated: i395-s3-nosuchtagset: premise vs ambiguous (set 13 labels NoSuchBucketPolicy and NoSuchLifecycleConfiguration, an absent bucket sub-configuration, premise): a split left for the lead.
// Tolerated: i395-ddb-policynotfound: premise vs ambiguous (set 13, as above: an absent resource policy read as missing): a split left for the lead.
// i395-ddb-importconflict passes since Stale<Thing> AWS codes read by the stale-copy ruling and a reused client token reads conflict (lead).
// i395-lambda-efsioexception passes since the lead's class fixes after sets 394 and 395 (a protected range denied, Lambda EFSIOException transient).
// Tolerated: i395-iam-invalidauthenticationcode: denied vs invalid (the 403 reading): the MFA codes sent are wrong; left for the lead.
// Tolerated: i395-ec2-subnetconflict: transient vs invalid (set 31 ruling, worldstate.go: "conflicts with another" / "overlaps with" read premise, objects in the way): the project would read it premise, not invalid; the AWS *Conflict* code shape still wins over those words (busy), left for the lead.
// i395-cfn-stalerequest passes since Stale<Thing> AWS codes read by the stale-copy ruling and a reused client token reads conflict (lead).
func TestIndependentCases395(t *testing.T) {
	runIndependent(t, "testdata/independent395.jsonl", true,
		"i395-s3-invalidpayer", "i395-s3-nosuchtagset", "i395-ddb-policynotfound",
		"i395-iam-invalidauthenticationcode",
		"i395-ec2-subnetconflict")
}

// TestGeneralise395 checks an update refused because the target already
// runs the newest version (conflict: nothing to update), with near misses.
func TestGeneralise395(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"apt newest", "", 0, "", "nginx is already the newest version (1.24.0-2ubuntu7).", rung.KindConflict},
		{"az latest", "", 0, "", "You already have the latest azure-cli version: 2.55.0", rung.KindConflict},
		{"addon at latest", "http", 400, "", `{"message":"Addon coredns is already at the latest version v1.11.1-eksbuild.4"}`, rung.KindConflict},
		{"cluster on latest", "", 0, "", "Error: cluster is already on the latest version 1.29", rung.KindConflict},
		{"firmware running latest", "http", 409, "", `{"error":"firmware is already running the latest version 4.2.1"}`, rung.KindConflict},
		// Near misses: a client told to upgrade, and a stale copy told to
		// re-read the latest version, keep their reading.
		{"not running latest", "", 0, "", "client is not running the latest version; upgrade to continue", rung.KindPremise},
		{"k8s apply to latest", "http", 409, "", `Operation cannot be fulfilled on deployments.apps "web": the object has been modified; please apply your changes to the latest version and try again`, rung.KindTransient},
	})
}

// TestGeneralise395Blocked checks an account the provider blocked (premise:
// the holder's state), with near misses.
func TestGeneralise395Blocked(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"ec2 blocked", "aws", 400, "Blocked", "operation error EC2: RunInstances, https response error StatusCode: 400, RequestID: 1, api error Blocked: The account is currently blocked. Contact aws-verification@amazon.com if you have questions.", rung.KindPremise},
		{"401 account is blocked", "http", 401, "", `{"code":20003,"message":"Your account is blocked","status":401}`, rung.KindPremise},
		{"cli blocked by admin", "", 0, "", "error: your account has been blocked by the administrator", rung.KindPremise},
		{"oauth account_blocked", "http", 400, "", `{"error":"account_blocked","error_description":"The account is blocked."}`, rung.KindPremise},
		{"200 currently blocked", "http", 200, "", `{"ok":false,"description":"Your account is currently blocked"}`, rung.KindPremise},
		// Near misses: a bot blocked by a user, a firewall's block and a
		// blocked address keep their reading.
		{"bot blocked by user", "http", 403, "", `{"ok":false,"error_code":403,"description":"Forbidden: bot was blocked by the user"}`, rung.KindDenied},
		{"waf block", "http", 403, "", `{"error":"request blocked by web application firewall"}`, rung.KindDenied},
		{"ip blocked", "http", 403, "", `{"error":"IP address blocked"}`, rung.KindDenied},
	})
}

// TestGeneralise395IdP checks a service that could not reach an identity
// provider it depends on (transient), with near misses.
func TestGeneralise395IdP(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"sts idp communication", "aws", 400, "IDPCommunicationError", "operation error STS: AssumeRoleWithWebIdentity, https response error StatusCode: 400, RequestID: 1, IDPCommunicationError: Couldn't retrieve verification key from your identity provider, please reference AssumeRoleWithWebIdentity documentation for requirements", rung.KindTransient},
		{"aws shape communication failure", "aws", 400, "DirectoryCommunicationFailureException", "operation error Example: Connect, https response error StatusCode: 400, RequestID: 1, DirectoryCommunicationFailureException: The service could not communicate with the directory.", rung.KindTransient},
		{"oauth server_error idp", "http", 502, "", `{"error":"server_error","error_description":"Could not connect to the identity provider"}`, rung.KindTransient},
		{"oauth temporarily_unavailable", "http", 400, "", `{"error":"temporarily_unavailable","error_description":"The identity provider could not be reached. Try again later."}`, rung.KindTransient},
		{"go oidc dial", "", 0, "", `oidc: failed to query provider "https://accounts.example.com": Get "https://accounts.example.com/.well-known/openid-configuration": dial tcp 10.0.0.8:443: connect: connection refused`, rung.KindTransient},
		// Near misses: a malformed provider URL and a directory that cannot
		// be found keep their reading.
		{"idp url must be https", "http", 400, "", `{"error":"invalid_request","error_description":"identity provider URL must use https"}`, rung.KindInvalid},
		{"directory not found", "aws", 400, "DirectoryUnavailableException", "operation error Directory Service: DescribeDirectories, https response error StatusCode: 400, RequestID: 1, DirectoryUnavailableException: The specified directory is unavailable or could not be found.", rung.KindPremise},
	})
}
