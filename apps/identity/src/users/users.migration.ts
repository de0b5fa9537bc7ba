import type { MigrationInterface, QueryRunner } from 'typeorm';

// Identity's own tables (users, referrals, experiences, education, portfolio_items).
// Reset tokens live in their own table, hashed; founding slots are a counter row so the first
// FOUNDING_MEMBER_LIMIT registrations are counted exactly even when they race.
export class IdentityAccounts1732300000000 implements MigrationInterface {
  name = 'IdentityAccounts1732300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE users (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        username text NOT NULL,
        email text NOT NULL,
        password_hash text NOT NULL,
        type text NOT NULL,
        name text NOT NULL,
        location text,
        bio text,
        profile_image text,
        cover_image text,
        website_url text,
        skills text[] NOT NULL DEFAULT '{}',
        genres text[] NOT NULL DEFAULT '{}',
        subscription_tier text NOT NULL DEFAULT 'free' CHECK (subscription_tier IN ('free', 'pro', 'business')),
        subscription_expires_at timestamptz,
        stripe_customer_id text,
        stripe_subscription_id text,
        is_founding_member boolean NOT NULL DEFAULT false,
        trial_ends_at timestamptz,
        verified_profile boolean NOT NULL DEFAULT false,
        badges text[] NOT NULL DEFAULT '{}',
        referral_count integer NOT NULL DEFAULT 0,
        profile_views integer NOT NULL DEFAULT 0,
        connection_count integer NOT NULL DEFAULT 0,
        search_appearances integer NOT NULL DEFAULT 0,
        version integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX users_username_key ON users (lower(username))`);
    await queryRunner.query(`CREATE UNIQUE INDEX users_email_key ON users (email)`);

    await queryRunner.query(`
      CREATE TABLE founding_slots (
        id smallint PRIMARY KEY CHECK (id = 1),
        taken integer NOT NULL DEFAULT 0
      )`);
    await queryRunner.query(`INSERT INTO founding_slots (id) VALUES (1)`);

    await queryRunner.query(`
      CREATE TABLE password_resets (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX password_resets_user_idx ON password_resets (user_id)`);

    await queryRunner.query(`
      CREATE TABLE referrals (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        referrer_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        email text NOT NULL,
        token text NOT NULL UNIQUE,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'completed', 'expired')),
        new_user_id integer UNIQUE REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        completed_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX referrals_referrer_idx ON referrals (referrer_id, created_at DESC)`);
    await queryRunner.query(`CREATE UNIQUE INDEX referrals_open_invite_key ON referrals (referrer_id, email) WHERE status = 'pending'`);

    await queryRunner.query(`
      CREATE TABLE profile_views (
        viewer_id integer NOT NULL,
        viewed_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        day date NOT NULL,
        PRIMARY KEY (viewed_id, viewer_id, day)
      )`);

    await queryRunner.query(`
      CREATE TABLE portfolio_items (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        title text NOT NULL,
        description text NOT NULL,
        type text NOT NULL CHECK (type IN ('track', 'album', 'video', 'live', 'collaboration')),
        image text NOT NULL,
        url text,
        date date NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE experiences (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        title text NOT NULL,
        company text NOT NULL,
        location text,
        start_date date,
        end_date date,
        description text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE education (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        institution text NOT NULL,
        degree text NOT NULL,
        field text,
        start_date date,
        end_date date,
        description text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    for (const table of ['portfolio_items', 'experiences', 'education']) {
      await queryRunner.query(`CREATE INDEX ${table}_user_idx ON ${table} (user_id, id)`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['education', 'experiences', 'portfolio_items', 'profile_views', 'referrals', 'password_resets', 'founding_slots', 'users']) {
      await queryRunner.query(`DROP TABLE ${table}`);
    }
  }
}
