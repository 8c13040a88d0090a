package classify

import "testing"

// First run at f8261056: 13/34 overall, 4/15 tricky.
// Tolerated: i1713-set-rowstatus-createandgo-exists: invalid vs conflict (one-off): Net-SNMP prints the same inconsistentValue line for createAndGo on an existing row (conflict, RFC 2579) and for a value that clashes with other columns; only the OID and value sent tell them apart.
func TestIndependentCases1713(t *testing.T) {
	runIndependent(t, "testdata/independent1713.jsonl", true, "i1713-set-rowstatus-createandgo-exists")
}

// Class: Net-SNMP's "Error in packet. Reason: <error-status>" lines (RFC 3416
// section 4.2.5 names as snmp_api.c prints them) and the endOfMibView and
// non-increasing-walk answers (snmp.go snmpWords). Source: Net-SNMP 5.9.3
// snmpset/snmpget/snmpwalk, captured live. Near misses: inconsistentValue
// (left out: conflict or invalid by the row), a Go bbolt "tx not writable"
// (its own row), a prose "no access" that is not an SNMP Reason line.
func TestGeneralise1713SNMPErrorStatus(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"notWritable", "exec", 2, "2", "Error in packet.\nReason: notWritable (That object does not support modification)\nFailed object: SNMPv2-MIB::sysUpTime.0\nexit status 2", premise},
		{"noAccess", "exec", 2, "2", "Error in packet.\nReason: noAccess\nFailed object: IF-MIB::ifAdminStatus.3\nexit status 2", denied},
		{"authorizationError", "exec", 2, "2", "Error in packet\nReason: authorizationError (access denied to that object)\nexit status 2", denied},
		{"noCreation", "exec", 2, "2", "Error in packet.\nReason: noCreation (That table does not support row creation or that object can not ever be created)\nFailed object: iso.3.6.1.2.1.1.9.9\nexit status 2", premise},
		{"wrongType", "exec", 2, "2", "Error in packet.\nReason: wrongType (The set datatype does not match the data type the agent expects)\nFailed object: IF-MIB::ifAdminStatus.2\nexit status 2", invalid},
		{"wrongLength", "exec", 2, "2", "Error in packet.\nReason: wrongLength (The set value has an illegal length from what the agent expects)\nFailed object: SNMPv2-MIB::sysContact.0\nexit status 2", invalid},
		{"wrongValue", "exec", 2, "2", "Error in packet.\nReason: wrongValue (The set value is illegal or unsupported in some way)\nFailed object: IF-MIB::ifAdminStatus.2\nexit status 2", invalid},
		{"wrongEncoding", "exec", 2, "2", "Error in packet.\nReason: wrongEncoding\nFailed object: iso.3.6.1.2.1.1.4.0\nexit status 2", invalid},
		{"tooBig", "exec", 2, "2", "Error in packet.\nReason: (tooBig) Response message would have been too large.\nexit status 2", invalid},
		{"endOfMibView", "exec", 0, "0", "IF-MIB::ifXTable = No more variables left in this MIB View (It is past the end of the MIB tree)\nexit status 0", ambiguous},
		{"OID not increasing", "exec", 1, "1", "SNMPv2-MIB::sysORID.1 = OID: SNMPv2-MIB::snmpMIB\nError: OID not increasing: SNMPv2-MIB::sysORID.1\n >= SNMPv2-MIB::sysORID.1\nexit status 1", ambiguous},
		{"near miss: bbolt tx not writable", "go", 0, "", "tx not writable", invalid},
	})
}

// Class: Net-SNMP and gosnmp client-side refusals before any request is sent
// (snmp.go snmpWords): an OID or MIB name that does not parse, a MIB module
// not installed, bad TYPE letters and value notation, usage errors, a short
// USM passphrase, gosnmp's missing passphrase, an unresolvable agent host.
// Source: Net-SNMP 5.9.3 snmpcmd(1), gosnmp v1.47.0, captured live. Near
// misses: a host lookup failure of another tool keeps its own reading.
func TestGeneralise1713SNMPClientSide(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"sub-id not found", "exec", 1, "1", "ifDescr.1: Unknown Object Identifier (Sub-id not found: (top) -> ifDescr)\nexit status 1", invalid},
		{"module not installed", "exec", 1, "1", "MIB search path: /usr/share/snmp/mibs\nCannot find module (HOST-RESOURCES-MIB): At line 1 in (none)\nHOST-RESOURCES-MIB::hrStorageTable: Unknown Object Identifier\nexit status 1", premise},
		{"was that a table", "exec", 1, "1", "Was that a table? SNMPv2-MIB::sysDescr.0\nexit status 1", invalid},
		{"bad object type", "exec", 1, "1", "IF-MIB::ifAlias.2: Bad object type: y\nexit status 1", invalid},
		{"bad variable type", "exec", 1, "1", "SNMPv2-MIB::sysName.0: Bad variable type (\"w\")\nexit status 1", invalid},
		{"bad value notation", "exec", 1, "1", "IF-MIB::ifPhysAddress.1: Bad value notation (zz:11)\nexit status 1", invalid},
		{"missing object name", "exec", 1, "1", "Missing object name\nUSAGE: snmpwalk [OPTIONS] AGENT [OID]\nexit status 1", invalid},
		{"too many oids", "exec", 1, "1", "Too many object identifiers specified. Only 128 allowed in one request.\nUSAGE: snmpget [OPTIONS] AGENT OID [OID]...\nexit status 1", invalid},
		{"short passphrase", "exec", 1, "1", "Error: passphrase chosen is below the length requirements of the USM (min=8).\nsnmpwalk:  (The supplied password length is too short.)\nError generating a key (Ku) from the supplied privacy pass phrase. \nexit status 1", invalid},
		{"gosnmp auth passphrase", "go", 0, "", "securityParameters.AuthenticationPassphrase is required when an authentication protocol is specified", invalid},
		{"unknown host walk", "exec", 1, "1", "snmpwalk: Unknown host (switch-07.lab.invalid)\nexit status 1", premise},
	})
}

// Class: SNMPv3 USM and snmpd startup refusals (snmp.go snmpWords): an
// unknown USM user and gosnmp's "not authentic" report (denied), snmpd's
// endpoint it cannot bind and its "no access control" warning (premise).
// Source: Net-SNMP 5.9.3 snmpd/snmpcmd, gosnmp v1.47.0, captured live. Near
// misses: "Unsupported security level" (an argument, already invalid) and
// "Authentication failure" (already denied) keep their readings.
func TestGeneralise1713SNMPSecurityAndAgent(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"unknown user set", "exec", 1, "1", "snmpset: Unknown user name\nexit status 1", denied},
		{"unknown user walk", "exec", 1, "1", "snmpwalk: Unknown user name\nexit status 1", denied},
		{"gosnmp not authentic", "go", 0, "", "incoming packet is not authentic, discarding", denied},
		{"endpoint", "exec", 1, "1", "Error opening specified endpoint \"udp:0.0.0.0:161\"\nServer Exiting with code 1\nexit status 1", premise},
		{"no acl", "", 0, "", "Warning: no access control information configured.\n  It's unlikely this agent can serve any useful purpose in this state.", premise},
		{"near miss: seclevel", "exec", 1, "1", "snmpget: Unsupported security level\nexit status 1", invalid},
		{"near miss: auth failure", "exec", 1, "1", "snmpwalk: Authentication failure (incorrect password, community or key)\nexit status 1", denied},
	})
}
