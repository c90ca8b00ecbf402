/** The stages of a start long enough to be noticed: the first one migrates and seeds an empty database. */
export type StartupStage = 'database' | 'app';

const STAGES: Record<StartupStage, { doing: string; done: string; logged: string }> = {
  database: {
    doing: 'preparando o banco de dados (migrações)…',
    done: 'banco de dados pronto',
    logged: 'database migrated and seeded',
  },
  app: { doing: 'iniciando o servidor…', done: 'servidor iniciado', logged: 'app built' },
};

export interface ReadyDetails {
  url: string;
  adminEmail: string;
  /** Only on the start that created the super administrator: the password it was given, to say how to log in. */
  firstLogin?: { password: string; fromEnvironment: boolean } | undefined;
}

export interface StartupProgress {
  /** Announces a stage and answers the call that reports it done, with how long it took. */
  stage(stage: StartupStage): () => void;
  /** Serving: where to open the product and whom to log in as. */
  ready(details: ReadyDetails): void;
}

/**
 * What the start says while it works. Someone typing `npm start` in a terminal gets plain lines with timings (the
 * first start spent most of a minute saying nothing); a process whose output is collected (a container, a service
 * manager, the browser tests) gets the same stages as JSON log lines at info, so its logs stay structured.
 */
export function startupProgress({
  tty,
  log,
  write,
  now = () => performance.now(),
}: {
  tty: boolean;
  /** The JSON logger (pino), for output that is not a terminal. */
  log: { info(fields: object, message: string): void };
  write: (line: string) => void;
  now?: () => number;
}): StartupProgress {
  const began = now();
  const say = (text: string) => write(`Guichê: ${text}\n`);
  return {
    stage(stage) {
      const started = now();
      const { doing, done, logged } = STAGES[stage];
      if (tty) say(doing);
      return () => {
        const ms = Math.round(now() - started);
        if (tty) say(`${done} (${seconds(ms)})`);
        else log.info({ stage, ms }, logged);
      };
    },
    ready({ url, adminEmail, firstLogin }) {
      if (!tty) return;
      const login = firstLogin
        ? firstLogin.fromEnvironment
          ? `${adminEmail}, com a senha de ADMIN_PASSWORD`
          : `${adminEmail} / ${firstLogin.password} (troque a senha)`
        : adminEmail;
      say(`pronto em ${url} (${seconds(Math.round(now() - began))}) — entre com ${login}`);
    },
  };
}

/** "7,2 s": the terminal lines are in the product's language, Brazilian Portuguese. */
export function seconds(ms: number): string {
  return `${(ms / 1000).toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} s`;
}
