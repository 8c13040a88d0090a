package classify

// migrationNotApplied reads a schema migration the step needs that the
// database has not had yet, in a tool's or a play's own words (set 1537:
// an Ansible fail task "database migration 0042 has not been applied";
// Django's "You have 3 unapplied migration(s)", Alembic's "Target
// database is not up to date.", Flyway's and Liquibase's pending
// migrations). The migrate step has to run first; no repair of the call
// and no wait helps: premise, as appSetupWords reads Rails'
// PendingMigrationError. The text must name a migration: "has not been
// applied" alone (a discount, a setting) is left to the other readings.
func migrationNotApplied(t string) (Result, bool) {
	if hasAny(t, "unapplied migration", "target database is not up to date") ||
		hasFold(t, "migration") && hasAny(t, "has not been applied", "have not been applied", "not yet applied", "has not been run", "have not been run", "pending migration") {
		return verdict(premise, "a schema migration the step needs has not been applied: migrate first")
	}
	return Result{}, false
}
