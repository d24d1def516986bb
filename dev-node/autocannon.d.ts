// autocannon ships no types; only what bench.ts uses.
declare module 'autocannon' {
  interface Options {
    url: string;
    method?: string;
    body?: string;
    connections?: number;
    pipelining?: number;
    duration?: number;
  }
  interface Result {
    requests: { average: number };
    errors: number;
    non2xx: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
