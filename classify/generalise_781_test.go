package classify

import "testing"

// TestIndependentCases781 runs held-out set 781: database migration tools and ORMs (golang-migrate, goose, Atlas, Flyway, Liquibase, Alembic, Django, Rails, Prisma, TypeORM, Sequelize, SQLAlchemy, GORM, EF Core), labelled blind.
func TestIndependentCases781(t *testing.T) {
	runIndependent(t, "testdata/independent781.jsonl", false)
}
