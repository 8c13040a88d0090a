package classify

import "testing"

// TestIndependentCases782 runs held-out set 782: directory services and enterprise auth (LDAP/AD, Kerberos, PAM/SSSD, Samba, FreeIPA, Keycloak), labelled blind.
func TestIndependentCases782(t *testing.T) {
	runIndependent(t, "testdata/independent782.jsonl", false)
}
