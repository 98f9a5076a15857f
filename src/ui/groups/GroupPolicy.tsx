import { JOIN_POLICIES } from '../../machines/groups/groups.machine'
import styles from '../contacts/People.module.css'
import { PEOPLE_CARD } from '../contacts/people-card'
import { Alert, Button, Field } from '../kit'
import { type GroupPartProps, POLICY_COPY } from './group-view'

const CHAINS = ['evm', 'starknet'] as const

interface RadioChoicesProps<T extends string> {
  legend: string
  name: string
  choices: readonly T[]
  labelOf: (choice: T) => string | undefined
  chosen: T
  onChoose: (choice: T) => void
}

/** One radio button a choice, under a legend. */
const RadioChoices = <T extends string>({
  legend,
  name,
  choices,
  labelOf,
  chosen,
  onChoose,
}: RadioChoicesProps<T>) => (
  <fieldset className={styles.form}>
    <legend>{legend}</legend>
    {choices.map((choice) => (
      <label key={choice} className={styles.radio}>
        <input
          type="radio"
          name={name}
          value={choice}
          checked={chosen === choice}
          onChange={() => onChoose(choice)}
        />
        {labelOf(choice)}
      </label>
    ))}
  </fieldset>
)

/** The creator's join policy setting (docs/protocol.md §4.4 "Groups"). */
export const GroupPolicy = ({ state, send }: GroupPartProps) => {
  const { policyDraft, policyError, policyNotice } = state.context
  return (
    <section className={PEOPLE_CARD} aria-labelledby="group-policy-title">
      <h2 id="group-policy-title">Join policy</h2>
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault()
          send({ type: 'group.savePolicy' })
        }}
      >
        <RadioChoices
          legend="Who may join"
          name="join-policy"
          choices={JOIN_POLICIES}
          labelOf={(policy) => POLICY_COPY[policy]?.label}
          chosen={policyDraft.policy}
          onChoose={(policy) => send({ type: 'group.policyDraft', draft: { policy } })}
        />
        {policyDraft.policy === 'nft_validation' ? (
          <>
            <Field
              label="NFT contract"
              value={policyDraft.contract}
              onChange={(e) => send({ type: 'group.policyDraft', draft: { contract: e.target.value } })}
            />
            <RadioChoices
              legend="Chain"
              name="nft-chain"
              choices={CHAINS}
              labelOf={(chain) => (chain === 'evm' ? 'Ethereum (EVM)' : 'Starknet')}
              chosen={policyDraft.chain}
              onChoose={(chain) => send({ type: 'group.policyDraft', draft: { chain } })}
            />
          </>
        ) : null}
        {policyError ? <Alert tone="error">{policyError.message}</Alert> : null}
        <div className={styles.actions}>
          <Button type="submit" variant="primary" busy={state.hasTag('policySaving')}>
            Save join policy
          </Button>
        </div>
        {policyNotice ? <p role="status">{policyNotice}</p> : null}
      </form>
    </section>
  )
}
