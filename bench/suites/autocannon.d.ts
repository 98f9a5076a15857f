/** The slice of autocannon 9's API the mock-node benchmark uses (the package ships no types). */
declare module 'autocannon' {
  export interface AutocannonRequest {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
    setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest
  }

  export interface AutocannonOptions {
    url: string
    connections?: number
    duration?: number
    method?: string
    headers?: Record<string, string>
    body?: string
    requests?: AutocannonRequest[]
    /** A false return counts the response as a mismatch. */
    verifyBody?: (body: string) => boolean
  }

  export interface AutocannonStats {
    average: number
    mean: number
    total: number
    p50: number
    p99: number
  }

  export interface AutocannonResult {
    duration: number
    errors: number
    timeouts: number
    mismatches: number
    non2xx: number
    '2xx': number
    requests: AutocannonStats
    latency: AutocannonStats
  }

  export default function autocannon(options: AutocannonOptions): Promise<AutocannonResult>
}
