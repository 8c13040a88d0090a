package classify

import "testing"

// First run at 26272e9f: 28/30 overall, 15/16 tricky.
// Tolerated: i919-ddb-txn-condfail: premise vs conflict (docs/taxonomy.md TransactionCanceledException row: "ConditionalCheckFailed premise"): the message alone does not show the condition was a create guard (attribute_not_exists), which is what made it conflict in this line's source; a condition on an existing item's state is a false premise, so both readings hold.
func TestIndependentCases919(t *testing.T) {
	runIndependent(t, "testdata/independent919.jsonl", true, "i919-ddb-txn-condfail")
}

// TestGeneralise919: an SDK's configuration chain found no region to call
// (credchain.go noRegion): invalid, the client lacks an argument.
func TestGeneralise919(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"aws-cli NoRegionError", "", 0, "", `You must specify a region. You can also configure your region by running "aws configure".`, invalid},
		{"aws-sdk-go v1 MissingRegion", "", 0, "", "MissingRegion: could not find region configuration", invalid},
		{"aws-sdk-go-v2 endpoint resolution", "", 0, "", "operation error S3: ListBuckets, failed to resolve service endpoint, an AWS region is required, but was not found", invalid},
		{"aws-sdk-js v3 config-resolver", "", 0, "", "Error: Region is missing", invalid},
		{"aws-sdk-java 2.x region chain", "", 0, "", "software.amazon.awssdk.core.exception.SdkClientException: Unable to load region from any of the providers in the chain software.amazon.awssdk.regions.providers.DefaultAwsRegionProviderChain@1a2b3c: [software.amazon.awssdk.regions.providers.SystemSettingsRegionProvider@4d5e: Unable to load region from system settings. Region must be specified either via environment variable (AWS_REGION) or  system property (aws.region).]", invalid},
		{"aws-sdk-java 1.x region chain", "", 0, "", "com.amazonaws.SdkClientException: Unable to find a region via the region provider chain. Must provide an explicit region in the builder or setup environment to supply a region.", invalid},
		{"botocore NoRegionError via aws preset", "aws", 0, "", "You must specify a region.", invalid},
		// near misses: a region named by the service, or no credentials.
		{"near: botocore NoCredentialsError", "", 0, "", `Unable to locate credentials. You can configure credentials by running "aws configure".`, denied},
		{"near: OpenAI region refusal", "openai", 403, "unsupported_country_region_territory", "Country, region, or territory not supported", denied},
		{"near: STS RegionDisabledException", "aws", 403, "RegionDisabledException", "An error occurred (RegionDisabledException) when calling the AssumeRole operation: STS is not activated in this region for account:123456789012. Your account administrator can activate STS in this region using the IAM Console.", premise},
		{"near: google default credentials", "", 0, "", "google: could not find default credentials. See https://cloud.google.com/docs/authentication/external/set-up-adc for more information", denied},
	})
}
