package classify

// noCredentials reports an SDK's own word that its credential chain found
// nothing to sign with: no role on the instance, no profile, an SSO
// session gone, no application-default credentials. Nothing was asked of
// the service; the agent lacks the authority to make the call at all:
// denied, as boto's "Unable to locate credentials" (deniedWords). The
// SDKs say it in their own words:
//
//   - aws-sdk-go-v2: "failed to refresh cached credentials, no EC2 IMDS
//     role found" (ec2rolecreds), "the SSO session has expired or is
//     invalid" and "failed to read cached SSO token file" (ssocreds),
//     "failed to retrieve credentials";
//   - aws-sdk-go v1: "NoCredentialProviders: no valid providers in chain";
//   - AWS SDK for JavaScript v3: "CredentialsProviderError: Could not load
//     credentials from any providers"; Terraform's AWS provider: "No valid
//     credential sources found";
//   - golang.org/x/oauth2/google: "google: could not find default
//     credentials"; google-auth (Python) "Your default credentials were not
//     found" (older: "Could not automatically determine credentials");
//     google-auth-library (Node) "Could not load the default credentials";
//   - azidentity (Go): "DefaultAzureCredential: failed to acquire a
//     token"; azure-identity (Python): "DefaultAzureCredential failed to
//     retrieve a token from the included credentials";
//   - Azure.Identity (.NET) and azure-identity (Python), each credential's
//     CredentialUnavailableException: "EnvironmentCredential
//     authentication unavailable. Environment variables are not fully
//     configured.", "ManagedIdentityCredential authentication unavailable.
//     No response received from the managed identity endpoint." (set
//     1274: the credential did not attempt to authenticate, its
//     prerequisites being absent on the host).
//
// Read before the Go errno and a quoted status inside them (the IMDS 404,
// the SSO cache file's ENOENT), which describe the chain's probes, not
// the call (set 92).
func noCredentials(t string) bool {
	return hasAny(t, "failed to refresh cached credentials", "no ec2 imds role found", "no valid credential sources",
		"failed to retrieve credentials", "the sso session has expired or is invalid", "failed to read cached sso token file",
		"no valid providers in chain", "could not load credentials from any providers",
		"could not find default credentials", "default credentials were not found", "could not automatically determine credentials", "could not load the default credentials",
		"defaultazurecredential: failed to acquire a token", "defaultazurecredential failed to retrieve a token",
		"credential authentication unavailable")
}

// noProfile reports an SDK's own word that the named shared-config profile
// (AWS_PROFILE, --profile, WithSharedConfigProfile) is in no config or
// credentials file on the host (set 1426). Nothing was asked of the
// service; as with noRegion, the client was built with a name the caller
// chose that the host's config does not hold, and naming a profile that
// is there repairs the same call: invalid, as botocore's "The config
// profile (prod) could not be found" (set 1429, toolwords.go
// localNameWords) and kubectl's unknown context read. One blind label each
// way (sets 1426 premise, 1429 invalid); the lead ruled with noRegion. The
// SDKs say it in their own words:
//
//   - aws-sdk-go-v2: SharedConfigProfileNotExistError "failed to get
//     shared config profile, prod";
//   - aws-sdk-go v1: "SharedConfigProfileNotExistError: failed to get
//     profile";
//   - AWS SDK for JavaScript v3: "Profile prod could not be found or
//     parsed in shared credentials file."
func noProfile(t string) bool {
	return hasAny(t, "failed to get shared config profile", "sharedconfigprofilenotexisterror",
		"could not be found or parsed in shared credentials file")
}

// noRegion reports an SDK's own word that its configuration chain found no
// region to send the call to (set 919: botocore's NoRegionError "You must
// specify a region."). Like noCredentials, nothing was asked of the
// service; unlike it, nothing the agent lacks in authority: the client was
// built without an argument it needs, and naming the region (the
// parameter, AWS_REGION, the profile) repairs the same call: invalid. The
// SDKs say it in their own words:
//
//   - botocore / AWS CLI: "You must specify a region.";
//   - aws-sdk-go v1: "MissingRegion: could not find region configuration";
//   - aws-sdk-go-v2: "an AWS region is required, but was not found";
//   - AWS SDK for JavaScript v3 (config-resolver): "Region is missing";
//   - AWS SDK for Java 2.x: "Unable to load region from any of the
//     providers in the chain"; 1.x: "Unable to find a region via the
//     region provider chain".
//
// A region the service refuses (STS "not activated in this region", a
// country/region refusal) names a region and stays with its own rule.
func noRegion(t string) bool {
	return hasAny(t, "you must specify a region", "could not find region configuration",
		"an aws region is required, but was not found", "region is missing",
		"unable to load region from any of the providers", "unable to find a region via the region provider chain")
}
