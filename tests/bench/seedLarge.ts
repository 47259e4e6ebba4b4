// The benchmark's large data set, added by bulk SQL (generate_series) on top of the normal seed (the
// demo catalogue and the demo users): users, one project each, orders with 1 to 8 lines taken from the
// real catalogue, one status-history row per order, and quote requests (the inbox's leads). A fixed random seed makes two
// runs store the same shapes of data.
import type pg from 'pg';
import { hashPassword } from '../../src/server/auth/password';

export interface LargeDataSet {
  users: number;
  orders: number;
  quotes: number;
  /** Every bench user signs in with this password (hashed once, at the app's cost). */
  password: string;
  passwordHashCost: number;
}

export const BENCH_USER_EMAIL = (n: number) => `bench-user-${n}@boardwalk.example`;

export async function seedLargeDataSet(pool: pg.Pool, data: LargeDataSet): Promise<Record<string, number>> {
  // One hash for all bench users: hashing 500 passwords at full cost would take minutes.
  const passwordHash = await hashPassword(data.password, data.passwordHashCost);
  const client = await pool.connect();
  try {
    await client.query('begin');
    // Throwaway data: no need to wait for the WAL flush of this one big transaction.
    await client.query('set local synchronous_commit = off');
    await client.query('select setseed(0.4242)');
    await client.query(
      `insert into users (email, role, password_hash, created_at, updated_at)
       select format('bench-user-%s@boardwalk.example', g), (case when g % 5 = 0 then 'installer' else 'client' end)::user_role, $1,
              now() - g * interval '3 hours', now() - g * interval '3 hours'
       from generate_series(1, $2::int) g`,
      [passwordHash, data.users],
    );
    await client.query(
      `insert into projects (owner_id, name, created_at, updated_at)
       select id, 'Deck ' || split_part(email, '@', 1), created_at, created_at from users where email like 'bench-user-%'`,
    );
    await client.query(
      `create temp table bench_users on commit drop as
       select row_number() over (order by u.email) rn, u.id, p.id project_id
       from users u join projects p on p.owner_id = u.id where u.email like 'bench-user-%'`,
    );
    await client.query(`create temp table bench_boards on commit drop as
       select row_number() over (order by item_id) rn, * from catalogue_items where kind = 'board'`);
    await client.query(`create temp table bench_hardware on commit drop as
       select row_number() over (order by item_id) rn, * from catalogue_items where kind = 'hardware'`);
    // Orders spread over the past, newest first roughly every 17 minutes.
    await client.query(
      `create temp table bench_orders on commit drop as
       select id, g, user_rn, n_lines, 1 + floor(random() * n_lines)::int n_boards, with_project, delivery, status, created_at
       from (
         select gen_random_uuid() id, g, 1 + floor(random() * $2::int)::int user_rn, 1 + floor(random() * 8)::int n_lines,
                random() < 0.5 with_project, random() < 0.7 delivery,
                (array['pending', 'approved', 'dispatched'])[1 + floor(random() * 3)::int]::order_status status,
                now() - g * interval '17 minutes' - random() * interval '10 minutes' created_at
         from generate_series(1, $1::int) g
       ) o`,
      [data.orders, data.users],
    );
    await client.query(
      `create temp table bench_lines on commit drop as
       select o.id order_id, p, p < o.n_boards is_board, case when p < o.n_boards then p else p - o.n_boards end position,
              random() r, 1 + floor(random() * 60)::int qty
       from bench_orders o cross join lateral generate_series(0, o.n_lines - 1) p`,
    );
    await client.query(
      `create temp table bench_board_lines on commit drop as
       select l.order_id, l.position, b.item_id, b.cf_board_brand brand, b.cf_board_range range, b.cf_board_type type,
              replace(b.cf_board_colour, '_', ' ') color_name, b.cf_size size, l.qty quantity
       from bench_lines l join bench_boards b on b.rn = 1 + floor(l.r * (select count(*) from bench_boards))::int
       where l.is_board`,
    );
    // Summary columns as the API computes them (a shared value, or Mixed), aggregated once.
    await client.query(
      `create temp table bench_summary on commit drop as
       select order_id,
              case when count(distinct brand) = 1 then min(brand) else 'Mixed' end brand,
              case when count(distinct range) = 1 then min(range) else 'Mixed' end range,
              case when count(distinct color_name) = 1 then min(color_name) else 'Mixed' end color_name,
              sum(quantity)::int quantity
       from bench_board_lines group by order_id`,
    );
    const orders = await client.query(
      `insert into orders (id, owner_id, project_id, brand, range, color_name, quantity, status, delivery_method,
                           delivery_street_address, delivery_city_postcode, pickup_location, preferred_date, notes, created_at, updated_at)
       select o.id, u.id, case when o.with_project then u.project_id end,
              s.brand, s.range, s.color_name, s.quantity, o.status,
              (case when o.delivery then 'delivery' else 'pickup' end)::delivery_method,
              case when o.delivery then o.g || ' Beach Road' else '' end,
              case when o.delivery then 'Brighton VIC 3186' else '' end,
              case when o.delivery then '' else 'Boardwalk Warehouse, 40 Bay Street, Port Melbourne VIC 3207' end,
              (o.created_at + interval '7 days')::date, case when o.g % 3 = 0 then 'Please call before delivery' else '' end,
              o.created_at, o.created_at
       from bench_orders o
       join bench_users u on u.rn = o.user_rn
       join bench_summary s on s.order_id = o.id`,
    );
    const boards = await client.query(
      `insert into order_boards (order_id, position, item_id, brand, range, type, color_name, size, quantity)
       select order_id, position, item_id, brand, range, type, color_name, size, quantity from bench_board_lines`,
    );
    const hardware = await client.query(
      `insert into order_hardware (order_id, position, item_id, name, description, category, quantity)
       select l.order_id, l.position, h.item_id, h.name, h.description, 'Hardware', l.qty
       from bench_lines l join bench_hardware h on h.rn = 1 + floor(l.r * (select count(*) from bench_hardware))::int
       where not l.is_board`,
    );
    await client.query(
      `insert into order_status_history (order_id, from_status, to_status, changed_by, changed_at)
       select o.id, null, 'pending', u.id, o.created_at from bench_orders o join bench_users u on u.rn = o.user_rn`,
    );
    // Leads in every inbox status, one every few minutes back from now (the inbox's default tab).
    const quotes = await client.query(
      `insert into quote_requests (variant, full_name, email, phone, suburb, project_timeframe, need_installer,
                                   deck_area_sq_meters, payload, server_figures, client_address, status, created_at)
       select case when g % 4 = 0 then 'calculator' else 'full' end, 'Quote Person ' || g, format('quote-%s@example.com', g),
              '0400 000 ' || lpad((g % 1000)::text, 3, '0'), 'Brighton', '1-3-months', g % 2 = 0, a,
              jsonb_build_object('deckAreaSqMeters', a, 'boardBrand', 'WoodEvo', 'boardsRequired', ceil(a * 1.4)::int),
              jsonb_build_object('boardBrand', 'WoodEvo', 'boards', ceil(a * 1.4), 'clipBoxes', ceil(ceil(a * 1.4) / 20)),
              '127.0.0.1', (array['new', 'contacted', 'quoted', 'won', 'lost'])[1 + g % 5]::lead_status,
              now() - g * interval '7 minutes' - random() * interval '5 minutes'
       from (select g, round((5 + random() * 60)::numeric, 3) a from generate_series(1, $1::int) g) q`,
      [data.quotes],
    );
    // As many staff quotes (docs/product.md#quotes), in every status, one every few minutes back from now (/app/quotes).
    const staffQuotes = await client.query(
      `insert into quotes (number, customer_name, customer_email, status, valid_until, current_version, sent_version, total_cents,
                           created_at, updated_at)
       select format('Q-%s-%s', 1000 + g / 10000, lpad((g % 10000)::text, 4, '0')), 'Quote Customer ' || g,
              format('customer-%s@example.com', g),
              (array['draft', 'sent', 'viewed', 'accepted', 'changes_requested', 'withdrawn'])[1 + g % 6]::quote_status,
              case when g % 6 = 0 then null else (now() + interval '20 days')::date end, 1, case when g % 6 = 0 then null else 1 end,
              (g % 1000) * 1000, now() - g * interval '7 minutes', now() - g * interval '7 minutes'
       from generate_series(1, $1::int) g`,
      [data.quotes],
    );
    await client.query('commit');
    await client.query('analyze');
    return {
      users: data.users,
      orders: orders.rowCount ?? 0,
      boardLines: boards.rowCount ?? 0,
      hardwareLines: hardware.rowCount ?? 0,
      quotes: quotes.rowCount ?? 0,
      staffQuotes: staffQuotes.rowCount ?? 0,
    };
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}
