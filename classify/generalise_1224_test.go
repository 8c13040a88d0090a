package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at bbb039d2: 27/32 overall, 10/14 tricky.
// Fixed: i1224-acr-locked-repository (TestGeneralise1224ACRLock) and
// i1224-maven-http-blocker (TestGeneralise1224HTTPRepository).
// Tolerated: i1224-oci-blob-upload-unknown-expired: premise vs transient (the OCI row "`BLOB_UPLOAD_UNKNOWN` premise", codes.go "is an upload session that no longer exists"): the lapsed session is the client's own, and the same push opening a new session succeeds; nothing the plan believes is false, but the ruling reads the gone session as the false premise.
// Tolerated: i1224-npm-etarget: invalid vs premise (the sets 388/390 row: '"No matching version found for" invalid', toolwords.go): npm's own text says "you or one of your dependencies are requesting a package version that doesn't exist", a missing version as much as a wrong range; the ruling reads the range as the argument to fix.
// Tolerated: i1224-pypi-trusted-invalid-publisher: invalid vs denied: a one-off, PyPI's own OIDC-exchange wording ("invalid-publisher: valid token, but no corresponding publisher") with no class across services; the label itself is arguable (an owner must register the publisher: a grant, denied; or a setup step, premise), and the 422 read as invalid is the status guess.
func TestIndependentCases1224(t *testing.T) {
	runIndependent(t, "testdata/independent1224.jsonl", true, "i1224-oci-blob-upload-unknown-expired", "i1224-npm-etarget", "i1224-pypi-trusted-invalid-publisher")
}

// TestGeneralise1224ACRLock holds Azure Container Registry's refusal on a
// locked registry, repository or image (writeEnabled or deleteEnabled
// false): the object's attribute, premise, in docker's, az's, the JSON
// body's and go-containerregistry's renderings; ACR's other DENIED and 403
// refusals stay denied.
func TestGeneralise1224ACRLock(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "docker push to a locked repository", protocol: "http", status: 403, code: "DENIED", msg: "denied: The operation is disallowed on this registry, repository or image.", want: rung.KindPremise},
		{name: "az acr delete of a locked image", msg: "Error: The operation is disallowed on this registry, repository or image.", want: rung.KindPremise},
		{name: "OCI JSON body", protocol: "http", status: 403, msg: `{"errors":[{"code":"DENIED","message":"The operation is disallowed on this registry, repository or image."}]}`, want: rung.KindPremise},
		{name: "go-containerregistry text", msg: "PUT https://w1224reg.azurecr.io/v2/w1224/api/manifests/v2: DENIED: The operation is disallowed on this registry, repository or image.", want: rung.KindPremise},
		// Near misses: refusals of the caller, not of the object.
		{name: "generic DENIED text", msg: "PUT https://w1224reg.azurecr.io/v2/w1224/api/manifests/v2: DENIED: requested access to the resource is denied", want: rung.KindDenied},
		{name: "docker denied", protocol: "http", status: 403, code: "DENIED", msg: "denied: requested access to the resource is denied", want: rung.KindDenied},
		{name: "ACR firewall", protocol: "http", status: 403, code: "DENIED", msg: "denied: client with IP '203.0.113.24' is not allowed access. Refer https://aka.ms/acr/firewall to grant access.", want: rung.KindDenied},
	})
}

// TestGeneralise1224HTTPRepository holds a build tool's refusal of a
// plain-HTTP repository by design (Maven 3.8.1's http blocker, Gradle 7's
// insecure-protocol check): the URL must become https, invalid; Maven's
// transfer timeouts and 401s keep their kinds.
func TestGeneralise1224HTTPRepository(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "Maven http blocker", msg: "Could not transfer artifact com.w1224:w1224-core:pom:2.3.0 from/to maven-default-http-blocker (http://0.0.0.0/): Blocked mirror for repositories: [w1224-internal (http://repo.w1224.example/maven2, default, releases+snapshots)]", want: rung.KindInvalid},
		{name: "Maven http blocker, parent POM", msg: "[FATAL] Non-resolvable parent POM for com.w1224:w1224-app:1.0-SNAPSHOT: Could not transfer artifact com.w1224:w1224-parent:pom:4 from/to maven-default-http-blocker (http://0.0.0.0/): Blocked mirror for repositories: [w1224-nexus (http://nexus.w1224.example/repository/public/, default, releases)] and 'parent.relativePath' points at no local POM", want: rung.KindInvalid},
		{name: "Gradle insecure protocol", msg: "Could not resolve all dependencies for configuration ':app:compileClasspath'.\n> Using insecure protocols with repositories, without explicit opt-in, is unsupported. Switch Maven repository 'maven(http://repo.w1224.example/maven2)' to redirect to a secure protocol (like HTTPS) or allow insecure protocols.", want: rung.KindInvalid},
		// Near misses.
		{name: "Maven transfer timeout", msg: "Could not transfer artifact com.w1224:w1224-core:pom:2.3.0 from/to central (https://repo.maven.apache.org/maven2): Connect to repo.maven.apache.org:443 [repo.maven.apache.org/151.101.0.215] failed: Connection timed out", want: rung.KindTransient},
		{name: "Maven 401", msg: "Could not transfer artifact com.w1224:w1224-core:jar:2.3.0 from/to releases (https://nexus.w1224.example/repository/maven-releases/): status code: 401, reason phrase: Unauthorized (401)", want: rung.KindDenied},
	})
}
