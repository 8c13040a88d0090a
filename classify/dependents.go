package classify

import "strings"

// holdsDependents reads an application's refusal to delete, close or
// archive an object because it still holds other things: invoices unpaid,
// tasks open, rows that reference it. Nothing of the call is wrong and no
// wait changes it; the plan assumed an object with nothing left in it, and
// what it holds must be settled or removed first: premise, as PostgreSQL's
// 23503 on a delete and 2BP01 ("other objects depend on it"), whatever the
// code it comes under (a trigger's RAISE, P0001, a 400 or 409).
//
// The frameworks' own texts are read as they are: Rails
// restrict_with_error ("Cannot delete record because dependent invoices
// exist") and DeleteRestrictionError ("... because of dependent invoices"),
// Django's ProtectedError and RestrictedError ("... because they are
// referenced through protected foreign keys"). An author's own words are
// read by their shape: a refusal of an ending act ("cannot delete a
// customer") followed by what the object still holds ("with unpaid
// invoices", "because it still has").
func holdsDependents(t string) bool {
	if usedByOther(t) { // roomwords.go
		return true
	}
	if schemaDependents(t) { // schemadeps.go
		return true
	}
	if editFrozenByHeld(t) {
		return true
	}
	// A table emptied while other tables' foreign keys point at it (set
	// 978): PostgreSQL 0A000 and MySQL/MariaDB 1701 "cannot truncate a
	// table referenced in a foreign key constraint", SQL Server 4712
	// "Cannot truncate table 'x' because it is being referenced by a
	// FOREIGN KEY constraint", Oracle ORA-02266 "unique/primary keys in
	// table referenced by enabled foreign keys". The statement is fine;
	// the referencing rows (or the constraint) must be settled first.
	if hasAny(t, "truncate a table referenced in a foreign key", "because it is being referenced by a foreign key constraint",
		"unique/primary keys in table referenced by enabled foreign keys") {
		return true
	}
	// A delete refused while the object is still bound to principals
	// (set 1315: AWS IoT DeleteThing's InvalidRequestException "Cannot
	// delete. Thing x is still attached to one or more principals",
	// DeletePolicy's DeleteConflictException "the policy is attached to
	// one or more principals"): detach them first, the call is right.
	if hasAny(t, "still attached to one or more", "is attached to one or more principals") {
		return true
	}
	// The British spelling of the same cues, and an object said to have a
	// dependant where the act it was to undergo is an ending one
	// (Intercom's 422 data_invalid on archiving a data attribute, "The
	// Data Attribute you are trying to archive has a dependant object",
	// set 1556). A dependent field asked for ("has a dependent field that
	// must be set") is no ending and keeps its reading.
	if hasAny(t, "because dependant", "because of dependant", "dependant records exist", "dependant objects exist") {
		return true
	}
	if hasAny(t, "has a dependant object", "has dependant objects", "has a dependent object", "has dependent objects",
		"has a dependant record", "has dependant records", "has a dependent record", "has dependent records") &&
		hasAny(t, "delete", "remove", "archive", "drop", "destroy", "deactivate", "disable", "close", "purge") {
		return true
	}
	if hasAny(t, "because dependent", "because of dependent", "dependent records exist",
		"referenced through protected foreign keys", "referenced through restricted foreign keys") {
		return true
	}
	// A FHIR server's referential integrity on delete (HAPI FHIR's 409
	// "Unable to delete Organization/x because at least one resource has a
	// reference to this resource. First reference found was resource
	// Patient/y in path ...", HAPI-0515, held-out set 710): the object is
	// still pointed at, not a duplicate.
	if hasAny(t, "has a reference to this resource", "have a reference to this resource") {
		return true
	}
	// A role or user that still owns objects or holds privileges (set 100):
	// PostgreSQL's and CockroachDB's DROP ROLE "role %s cannot be dropped
	// because some objects depend on it" (2BP01), SQL Server 15138 "The
	// database principal owns a schema in the database, and cannot be
	// dropped.", Oracle ORA-01922 "CASCADE must be specified to drop '%s'"
	// (a user that owns schema objects). Reassigning or dropping what it
	// owns is a new plan.
	if hasAny(t, "because some objects depend on it", "owns a schema in the database, and cannot be dropped",
		"cascade must be specified to drop") {
		return true
	}
	// An object another one still points at, said by the service without
	// any verb of ending (set 418): Datadog's monitor delete "monitor [id,
	// name] is referenced in slos: [...]", "is still referenced by", "is
	// referenced by 3 dashboards". A name that is referenced but missing or
	// undefined is the caller's slip and keeps its reading.
	if isReferencedBy(t) {
		return true
	}
	// A schema object a database will not drop for what still points at it
	// (set 425), in the engines' own words: HSQLDB "dependent objects
	// exist: PUBLIC.ORDERS.FK_ORDERS in statement [DROP TABLE ...]",
	// Firebird "-cannot delete -TABLE CUSTOMERS -there are 1 dependencies",
	// and, after a refusal of an ending act anywhere in the text, H2 90107
	// "Cannot drop \"CUSTOMERS\" because \"FK_ORDERS\" depends on it", Derby
	// X0Y25 "Operation 'DROP TABLE' cannot be performed on object
	// 'CUSTOMERS' because CONSTRAINT 'FK_ORDERS' is dependent on that
	// object", MySQL 3730 "Cannot drop table 'customers' referenced by a
	// foreign key constraint ...". A reference that is itself missing keeps
	// its reading.
	if hasAny(t, "dependent objects exist") || thereAreDependencies(t) {
		return true
	}
	if refusedEnding(t) && hasAny(t, "depends on it", "depend on it", "is dependent on that object", "is dependent on it",
		"referenced by a foreign key", "referenced by foreign key") && !hasAny(t, "not defined", "undefined", "not found",
		"does not exist", "doesn't exist", "unknown", "no such") {
		return true
	}
	// What the object holds, with the step the service asks for before the
	// act, and the refusal left to the error code (Eventbrite's 400
	// CANNOT_CANCEL "Event has pending/completed ticket sales that must be
	// refunded first", set 1673): settle what it holds first.
	if heldMustFirst(t) {
		return true
	}
	i := -1
	// "error while removing" and "failed to delete" are the refusal too
	// (Docker's "error while removing network: network x id y has active
	// endpoints", set 877).
	for _, cue := range [...]string{"cannot ", "can't ", "can not ", "unable to ", "not allowed to ", "may not ", "error while ", "failed to "} {
		if j := indexFold(t, cue); j >= 0 && (i < 0 || j < i) {
			i = j
		}
	}
	if i < 0 {
		return false
	}
	rest := t[i:]
	// Cancelling or unpublishing an event or order is an ending act too
	// (Eventbrite's 400 CANNOT_UNPUBLISH "Cannot unpublish event with
	// pending/completed sales", set 1673): the sales must be refunded first.
	if !hasAny(rest, "delete", "deleting", "remove", "removing", "drop", "close", "archive", "deactivate", "disable", "destroy", "purge", "decommission", "retire", "cancel", "unpublish") {
		return false
	}
	// Set 1751: Telnyx Wireless 70005 "... can not be deleted because
	// there are SIM cards associated with the SIM card group.": others
	// still tied to the object, said with "there are".
	if hasAny(rest, "because there are ", "since there are ", "as there are ") && hasAny(rest, " associated with", " assigned to", " attached to", " linked to") {
		return true
	}
	// EventBridge DeleteRule "Rule can't be deleted since it has targets".
	if hasAny(rest, "still has", "still have", "still holds", "still contains", "because it has", "as it has", "while it has",
		"since it has", "because it contains", "since it contains") {
		return true
	}
	if hasAny(rest, heldWith...) {
		return true
	}
	// The object named, in a relative clause after the refusal, as what
	// another one relies on (Contentful's 403 FallbackLocaleNotDeletable
	// "Cannot delete locale which is fallback of another one", set 1506;
	// "cannot remove a tag that is the parent of another tag"): another
	// object points at it. Ownership ("which is owned by another user")
	// is the caller's rights, not this.
	if roleForAnother(rest) {
		return true
	}
	// What the object holds, said as its own clause (set 142): after the
	// refusal ("cannot delete customer 2: customer has open orders"), or
	// before it ("Customer has open invoices and cannot be deleted.",
	// "Vendor 'Acme' has open invoices and cannot be archived."), or as a
	// relative clause on the object ("Cannot delete customer that has
	// orders."), but not a state ("a file that has been modified"), and
	// not where the author asks for a wait ("has running steps, try again
	// in 5 minutes": askedWords, raised.go).
	if r, ok := askedWords(t); ok && r.Kind == transient {
		return false
	}
	if hasAny(t, heldHas...) {
		return true
	}
	for _, rel := range [...]string{" that has ", " that have ", " which has ", " which have "} {
		for j := range foldMatches(rest, rel) {
			switch strings.ToLower(wordFrom(rest, j+len(rel))) {
			case "", "been", "not", "no", "never", "already", "to":
			default:
				return true
			}
		}
	}
	return false
}

// heldItems are the qualifiers of what an object still holds that block
// its deletion or closing ("with unpaid invoices", "has open orders");
// heldWith and heldHas are the phrases holdsDependents looks for, built
// once rather than on every call.
var (
	heldItems = [...]string{"unpaid", "open ", "outstanding", "active ", "pending ", "unsettled",
		"running ", "undelivered", "unshipped", "unfulfilled", "dependent", "child ",
		// "Cannot delete skill with existing versions. Delete all versions
		// first." (Anthropic Skills API, set 435).
		"existing ",
		// Podman "has associated containers with it", Nomad "has
		// non-terminal jobs" (set 877).
		"associated ", "non-terminal ",
		// Eventbrite's "pending/completed sales" (set 1673): a pair of
		// held states joined by a slash.
		"pending/", "completed/"}
	heldWith = prefixed(heldItems[:], " with ")
	heldHas  = append(prefixed(heldItems[:], " has "), prefixed(heldItems[:], " have ")...)
)

// prefixed returns each of words with p before it.
func prefixed(words []string, p string) []string {
	out := make([]string, len(words))
	for i, w := range words {
		out[i] = p + w
	}
	return out
}

// heldAlone reads an application's refusal that gives only what the
// object still holds, with no refusing verb: SQLite's RAISE(ABORT,
// 'customer has open invoices') (SQLITE_CONSTRAINT_TRIGGER), PL/pgSQL's
// RAISE EXCEPTION 'account % still has pending transfers' (P0001), MySQL's
// SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'supplier has outstanding
// purchase orders'. Behind an application-defined code the raise is the
// refusal, so the clause is its reason: premise, as holdsDependents.
// Read only from appMessage, last, so that every other wording (a wait
// the author asks for, "already") decides first (set 180).
func heldAlone(t string) bool {
	return hasAny(t, heldHas...) || hasAny(t, " still has ", " still have ")
}

// isReferencedBy reports "is (still) referenced in/by/from <objects>", the
// way a service names what still depends on the target (set 418), but not a
// reference that is itself missing, undefined or unknown. Sanity's
// documentHasExistingReferencesError says it as "Document \"x\" cannot be
// deleted as there are references to it from \"y\"" (set 1271).
func isReferencedBy(t string) bool {
	if !hasAny(t, "is referenced in ", "is referenced by ", "is still referenced", "are referenced in ", "are referenced by ",
		"are still referenced", "there are references to it", "there are still references to it") {
		return false
	}
	return !hasAny(t, "not defined", "undefined", "not found", "does not exist", "doesn't exist", "unknown", "no such", "invalid", "ambiguous")
}

// refusedEnding reports a refusal ("cannot", "can't", "unable to") and a
// verb of ending (drop, delete, remove) anywhere in t, in either order:
// Derby names the act before its refusal ("Operation 'DROP TABLE' cannot
// be performed").
func refusedEnding(t string) bool {
	return hasAny(t, "cannot ", "can't ", "can not ", "unable to ", "not allowed to ") &&
		hasAny(t, "drop", "delete", "remove")
}

// thereAreDependencies reports Firebird's "there are N dependencies" (and
// "there is 1 dependency") that refuse a metadata delete.
func thereAreDependencies(t string) bool {
	for _, cue := range [...]string{"there are ", "there is "} {
		for j := range foldMatches(t, cue) {
			rest := t[j+len(cue):]
			if k := strings.IndexAny(rest, " \n"); k > 0 && k < 12 && hasAny(rest[k:min(len(rest), k+14)], " dependenc") {
				return true
			}
		}
	}
	return false
}

// editVerbs are the acts an object refuses once something hangs on it.
var editVerbs = [...]string{"edit", "revis", "modif", "updat", "chang", "amend", "alter"}

// heldDefects are words after "it has" that name a fault of the call's own
// input or a pending state, not something that hangs on the object.
var heldDefects = [...]string{"invalid", "errors", "error", "issues", "problems", "unsaved", "no", "not", "too", "been", "already", "missing", "unsupported", "illegal", "malformed", "expired"}

// editFrozenByHeld reads an edit refused for what the object holds: Xero's
// "This document cannot be edited as it has a payment or credit note
// allocated to it", eBay's 21916750 "Item cannot be revised since it has
// bids", "The invoice cannot be modified because it has payments applied".
// As a delete refused for its dependents, the object is real and the edit
// well formed; what hangs on it must be settled first or the plan changed
// (premise; sets 790 and 834). "because it has errors" or "an invalid
// format" names the call's own fault and keeps its reading.
//
// The same refusal about people or several objects says "they have"
// (Zendesk's 422 on a user merge, "You cannot merge Customer Name while
// they have an external ID."; set 1438), and a merge is such an act: the
// record is folded into another, which what it holds forbids.
func editFrozenByHeld(t string) bool {
	for _, cue := range [...]string{" since it has ", " as it has ", " because it has ", " while it has ",
		" since they have ", " as they have ", " because they have ", " while they have "} {
		for i := range foldMatches(t, cue) {
			// The refusal of an edit close before the reason: "cannot be
			// edited as it has", "Item cannot be revised since it has".
			head := t[max(0, i-40):i]
			if !hasAny(head, "cannot ", "can't ", "can not ") || !(hasAny(head, editVerbs[:]...) || hasAny(head, "merg")) {
				continue
			}
			next := wordFrom(t, i+len(cue))
			if _, ok := foldIn(next, stateArticles[:]); ok {
				next = wordFrom(t, i+len(cue)+len(next)+1)
			}
			if _, bad := foldIn(next, heldDefects[:]); next == "" || bad {
				continue
			}
			return true
		}
	}
	return false
}

// roleForAnother reads "which is fallback of another one", "that is the
// parent of other tags": a relative clause whose first words name the
// object's role for another object of the store.
func roleForAnother(rest string) bool {
	for _, rel := range [...]string{" which is ", " that is ", " because it is ", " since it is ", " as it is "} {
		for j := range foldMatches(rest, rel) {
			seg := rest[j+len(rel):]
			if len(seg) > 48 {
				seg = seg[:48]
			}
			if hasAny(seg, " by ", "owned", "in use") {
				continue
			}
			if hasAny(seg, " of another", " for another", " of other ", " for other ", " of one or more ") {
				return true
			}
		}
	}
	return false
}

// heldMustFirst reads "<object> has <held items> that must be <done>
// first": a held clause (heldHas) and, after it in the same sentence, the
// service's "must be ... first" for those items. A field that "must be set
// first" with nothing held keeps its reading.
func heldMustFirst(t string) bool {
	if !strings.Contains(t, "must be ") || !hasAny(t, heldHas...) {
		return false
	}
	for i := range foldMatches(t, "must be ") {
		rest := t[i:min(len(t), i+40)]
		if k := strings.IndexAny(rest, ".;\n"); k >= 0 {
			rest = rest[:k]
		}
		if hasAny(rest, " first") {
			return true
		}
	}
	return false
}
