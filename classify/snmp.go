package classify

// snmpWords: Net-SNMP's command-line tools (snmpget, snmpset, snmpwalk,
// snmptable, snmptrap, snmpstatus), snmpd at start, and gosnmp, in their
// fixed wordings (set 1713, captured live from Net-SNMP 5.9.3 and gosnmp
// v1.47.0). The "Reason: <error-status>" lines are RFC 3416 section 4.2.5's
// error-status names as snmp_api.c prints them: notWritable is an object the
// MIB makes read-only whatever the community (premise), noAccess and
// authorizationError a view or level the caller is not granted (denied),
// wrongType/wrongLength/wrongValue/wrongEncoding/badValue/tooBig the value
// or request the caller sent (invalid), noCreation an instance the agent
// will not create (premise), resourceUnavailable a passing shortage
// (transient). The endOfMibView exception ("No more variables left in this
// MIB View") is an answer with nothing usable in it (ambiguous). The
// client-side parse and usage errors are the call's own (invalid), except a
// MIB module that is not installed ("Cannot find module (X)", premise: the
// host lacks the file) and an agent host that does not resolve (premise).
// inconsistentValue is left out: RFC 2579 uses it both for createAndGo on a
// row that exists (conflict) and for values that clash with other columns.
var snmpWords = []pattern{
	{text: "reason: notwritable", kind: premise, word: true, reason: "SNMP notWritable: the MIB makes this object read-only whatever the community; the plan to change it is false (RFC 3416)"},
	{text: "reason: noaccess", kind: denied, word: true, reason: "SNMP noAccess: the object is outside the caller's write view (RFC 3416, VACM)"},
	{text: "reason: authorizationerror", kind: denied, word: true, reason: "SNMP authorizationError: the caller's community or USM level is not granted this access (RFC 3416, VACM)"},
	{text: "reason: nocreation", kind: premise, word: true, reason: "SNMP noCreation: the agent cannot create this instance (RFC 3416)"},
	{text: "reason: wrongtype", kind: invalid, word: true, reason: "SNMP wrongType: the value's type is not the object's; resend with the right type letter (RFC 3416)"},
	{text: "reason: wronglength", kind: invalid, word: true, reason: "SNMP wrongLength: the value's length is outside the object's size (RFC 3416)"},
	{text: "reason: wrongvalue", kind: invalid, word: true, reason: "SNMP wrongValue: the value is outside the object's range or enumeration (RFC 3416)"},
	{text: "reason: wrongencoding", kind: invalid, word: true, reason: "SNMP wrongEncoding: the value's encoding is wrong (RFC 3416)"},
	{text: "reason: badvalue", kind: invalid, word: true, reason: "SNMPv1 badValue: the value sent is wrong (RFC 1157)"},
	{text: "reason: (toobig)", kind: invalid, reason: "SNMP tooBig: the response would exceed the message size; split the request (RFC 3416)"},
	{text: "reason: toobig", kind: invalid, word: true, reason: "SNMP tooBig: the response would exceed the message size; split the request (RFC 3416)"},
	{text: "reason: resourceunavailable", kind: transient, word: true, reason: "SNMP resourceUnavailable: the agent lacks a resource now (RFC 3416)"},
	{text: "no more variables left in this mib view", kind: ambiguous, reason: "SNMP endOfMibView: the agent answered with nothing past this OID in the caller's view; narrow the OID"},
	{text: "error: oid not increasing", kind: ambiguous, reason: "snmpwalk stopped: the agent returned a non-increasing OID, so the rows are not a trustworthy complete walk"},
	{text: "cannot find module (", kind: premise, reason: "Net-SNMP: the named MIB module is not installed on this host (-m/-M)"},
	{text: "unknown object identifier (sub-id not found", kind: invalid, reason: "Net-SNMP could not parse the OID name: use a numeric OID or load its MIB (-m)"},
	{text: "was that a table?", kind: invalid, reason: "snmptable could not resolve the argument as a MIB table: fix the OID or load the MIB"},
	{text: ": bad object type: ", kind: invalid, reason: "snmpset: the TYPE letter is not one it accepts"},
	{text: ": bad variable type (", kind: invalid, reason: "snmptrap/snmpset: the TYPE letter is not one it accepts"},
	{text: ": bad value notation (", kind: invalid, reason: "Net-SNMP: the value does not parse for its TYPE letter"},
	{text: "missing object name\nusage: snmp", kind: invalid, reason: "Net-SNMP usage error: no OID was given"},
	{text: "too many object identifiers specified. only", kind: invalid, reason: "Net-SNMP usage error: too many OIDs in one request; split it"},
	{text: "passphrase chosen is below the length requirements of the usm", kind: invalid, reason: "Net-SNMP: a USM passphrase must be at least 8 characters; the argument is malformed"},
	{text: "securityparameters.privacypassphrase is required", kind: invalid, reason: "gosnmp: AuthPriv with a privacy protocol needs a PrivacyPassphrase"},
	{text: "securityparameters.authenticationpassphrase is required", kind: invalid, reason: "gosnmp: an authenticated USM level needs an AuthenticationPassphrase"},
	{text: "incoming packet is not authentic", kind: denied, reason: "gosnmp: the USM credentials do not authenticate with this agent"},
	{text: "snmpget: unknown user name", kind: denied, reason: "SNMPv3 usmStatsUnknownUserNames: no such USM user on the agent"},
	{text: "snmpwalk: unknown user name", kind: denied, reason: "SNMPv3 usmStatsUnknownUserNames: no such USM user on the agent"},
	{text: "snmpset: unknown user name", kind: denied, reason: "SNMPv3 usmStatsUnknownUserNames: no such USM user on the agent"},
	{text: "snmpbulkwalk: unknown user name", kind: denied, reason: "SNMPv3 usmStatsUnknownUserNames: no such USM user on the agent"},
	{text: "snmpget: unknown host (", kind: premise, reason: "Net-SNMP: the agent host name does not resolve"},
	{text: "snmpwalk: unknown host (", kind: premise, reason: "Net-SNMP: the agent host name does not resolve"},
	{text: "snmpset: unknown host (", kind: premise, reason: "Net-SNMP: the agent host name does not resolve"},
	{text: "error opening specified endpoint \"", kind: premise, reason: "snmpd could not bind its agentAddress (held by another agent, or not this host's): the assumed endpoint is not available"},
	{text: "warning: no access control information configured", kind: premise, reason: "snmpd runs with no access lines: it will answer nobody until configured"},
}
