import { useLocation } from 'react-router-dom'

/** Where a test's memory router currently is; updated on every render of the probe. */
export interface LocationRecord {
  pathname: string
}

export const LocationProbe = ({ record }: { record: LocationRecord }) => {
  record.pathname = useLocation().pathname
  return null
}
